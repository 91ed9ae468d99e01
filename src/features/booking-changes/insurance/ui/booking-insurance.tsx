import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  bookingKeys,
  canBuyDeductibleBuydown,
  canUpgradeInsurance,
  hasStarted,
  insuranceLimitations,
  needsYoungDriverInsurance,
  type Booking,
  type BookingDto,
  type BookingRole,
} from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import type { components } from '@/shared/api';
import { Card } from '@/shared/ui/card';
import { fetchClaims, fetchPolicy } from '../api/insurance-requests';
import { insuranceActionsFor } from './insurance-actions';
import { InsuranceCard } from './insurance-card';
import type { RenderPayment } from './pay-dues';

type AddonKind = components['schemas']['InsuranceAddonKind'];
type VendorKey = components['schemas']['InsuranceVendorKey'];

export interface BookingInsuranceProps {
  booking: BookingDto;
  /** The page's reading of it (its next payment and whether a buydown was bought, for 001 §4's rule). */
  lifecycle: Booking;
  role: BookingRole;
  /** The signed-in renter's birth date and residence (001 §5: young driver, the Swiss insurer's residents). */
  renter: { birthDate?: string | null; isConsideredSwiss?: boolean } | undefined;
  /** The payments modal's form for an installment (`features/pay`'s `PayForm`). */
  renderPayment: RenderPayment;
}

const VENDORS: readonly VendorKey[] = ['omocom', 'baloise'];

/**
 * The insurance of one booking (#15 point 4), wired to the API: for a booking on the platform's insurance,
 * the policy and claims for both parties, and the renter's purchases while the rules of 001 §4 allow them.
 */
export function BookingInsurance({ booking, lifecycle, role, renter, renderPayment }: BookingInsuranceProps) {
  const queryClient = useQueryClient();
  const orderId = booking.order?.id;
  const actions = useMemo(() => insuranceActionsFor(booking.id, orderId ?? 0), [booking.id, orderId]);
  const vendorName = booking.insuranceVendor?.name;
  const vendor = VENDORS.find((key) => key === vendorName);
  const insured = booking.hasPlatformInsurance === true && vendor !== undefined;
  const policy = useQuery({ queryKey: [...bookingKeys.detail(booking.id), 'insurance', 'policy'], queryFn: ({ signal }) => fetchPolicy(booking.id, signal), enabled: insured });
  const claims = useQuery({ queryKey: [...bookingKeys.detail(booking.id), 'insurance', 'claims'], queryFn: ({ signal }) => fetchClaims(booking.id, signal), enabled: insured });
  if (!insured || vendor === undefined) return null;

  const now = new Date();
  const renterActs = role === 'renter' && orderId !== undefined;
  const addons = [...(booking.addons ?? []), ...(booking.includedAddons ?? [])].filter((addon) => addon.type === 'insurance').map((addon) => addon.key as AddonKind);
  const beforeStart = (booking.ecommerceStatus === 'pending_confirmation' || booking.ecommerceStatus === 'confirmed') && !hasStarted(booking, now);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking.id) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  return (
    <Card padding="lg">
      <InsuranceCard
        booking={{ id: booking.id, currency: booking.currency, nights: booking.nights, vendor, plan: booking.insuranceKey ?? null, deductible: booking.deductible ?? null, addons }}
        policy={policy.data}
        policyError={policy.error}
        onRetryPolicy={() => void policy.refetch()}
        claims={claims.data ?? []}
        may={{
          upgrade: renterActs && canUpgradeInsurance({ ...booking, insuranceKey: booking.insuranceKey ?? null, insuranceVendor: vendor }, now),
          buydown: renterActs && canBuyDeductibleBuydown(lifecycle, lifecycle.nextPayableInstallment ?? undefined, now),
          addons: renterActs && beforeStart,
          youngDriver: role === 'renter' && beforeStart && needsYoungDriverInsurance(renter?.birthDate, booking.fromDate),
        }}
        limitations={
          role === 'renter'
            ? insuranceLimitations({
                vendor,
                renterIsConsideredSwiss: renter?.isConsideredSwiss === true,
                maximumAuthorizedMass: booking.assetSnapshot.maximumAuthorizedMass,
                odometerKm: booking.asset?.currentOdometerValue ?? null,
              })
            : []
        }
        actions={actions}
        renderPayment={renderPayment}
        onChanged={refresh}
      />
    </Card>
  );
}
