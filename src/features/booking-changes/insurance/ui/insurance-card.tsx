import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  claimFormUrl,
  insuranceClaimStatusLabel,
  insurancePolicyStatusLabel,
  listedInsuranceClaims,
  type InsuranceLimitation,
  type InsurancePlan,
} from '@/entities/booking';
import { addonLabel, insurancePlanLabel, insuranceVendorLabel } from '@/entities/vehicle';
import type { components } from '@/shared/api';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { ExternalLink } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import type { InsuranceClaim, InsurancePolicy } from '../api/insurance-requests';
import { AddonsDialog } from './addons-dialog';
import { BuydownDialog } from './buydown-dialog';
import { LimitationDialog, YoungDriverDialog } from './info-dialogs';
import type { InsuranceActions } from './insurance-actions';
import { InsuranceFailure } from './insurance-failure';
import type { RenderPayment } from './pay-dues';
import { SwissLimits } from './swiss-limits';
import { UpgradeDialog } from './upgrade-dialog';
import * as css from './insurance.css';

type AddonKind = components['schemas']['InsuranceAddonKind'];

/** The booking's cover as the booking states it (the policy adds its number, period and links). */
export interface InsuredBooking {
  id: number;
  currency: string;
  nights: number;
  vendor: components['schemas']['InsuranceVendorKey'];
  plan: InsurancePlan | null;
  deductible: number | null;
  addons: readonly AddonKind[];
}

/** What the renter may do now (001 §4); the owner may do none of it and sees the result. */
export interface InsuranceChoices {
  upgrade: boolean;
  buydown: boolean;
  addons: boolean;
  /** 28 or younger on the first day (001 §5). */
  youngDriver: boolean;
}

export interface InsuranceCardProps {
  booking: InsuredBooking;
  /** Undefined while it loads; null when the insurer has none for this booking. */
  policy: InsurancePolicy | null | undefined;
  policyError: unknown;
  onRetryPolicy: () => void;
  claims: readonly InsuranceClaim[];
  may: InsuranceChoices;
  limitations: readonly InsuranceLimitation[];
  actions: InsuranceActions;
  renderPayment: RenderPayment;
  /** Something was bought: the page reads the booking, its order and the policy again. */
  onChanged: () => void;
}

type Open = 'upgrade' | 'buydown' | 'addons' | 'young-driver' | 'limits' | null;

/**
 * The insurance of a booking (001 §2, §3, §7, §9): the policy with its document and claim form, the
 * claims, the Swiss insurer's limits, and for the renter the upgrade, the deductible reduction, the
 * add-ons, the young-driver information and the limits that apply.
 */
export function InsuranceCard({ booking, policy, policyError, onRetryPolicy, claims, may, limitations, actions, renderPayment, onChanged }: InsuranceCardProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const money = (amount: number, currency = booking.currency) => formatMoney(amount, currency as Currency, intl);

  const plan = policy?.planKey ?? booking.plan;
  const deductible = policy?.deductible ?? booking.deductible;
  const addons = policy?.addons ?? booking.addons;
  const claimForm = policy ? claimFormUrl(policy.vendor, locale, policy.claimFormUrl ?? null) : claimFormUrl(booking.vendor, locale, null);
  const listed = listedInsuranceClaims(claims);
  const vendorName = insuranceVendorLabel(i18n, booking.vendor);
  const from = policy?.startsAt ? formatDate(policy.startsAt, locale) : undefined;
  const to = policy?.endsAt ? formatDate(policy.endsAt, locale) : undefined;

  return (
    <Stack as="section" gap="md" aria-labelledby="booking-insurance-heading">
      <Heading level={2} size="md" id="booking-insurance-heading">
        {t`Insurance`}
      </Heading>
      <dl className={css.facts}>
        <dt className={css.term}>{t`Insurer`}</dt>
        <dd className={css.detail}>{vendorName}</dd>
        {plan && (
          <>
            <dt className={css.term}>{t`Plan`}</dt>
            <dd className={css.detail}>{insurancePlanLabel(i18n, plan)}</dd>
          </>
        )}
        {deductible !== null && (
          <>
            <dt className={css.term}>{t`Deductible`}</dt>
            <dd className={css.detail}>{money(deductible, policy?.currency ?? booking.currency)}</dd>
          </>
        )}
        {addons.length > 0 && (
          <>
            <dt className={css.term}>{t`Extra cover`}</dt>
            <dd className={css.detail}>{addons.map((key) => addonLabel(i18n, key)).join(', ')}</dd>
          </>
        )}
        {policy && (
          <>
            <dt className={css.term}>{t`Policy status`}</dt>
            <dd className={css.detail}>{insurancePolicyStatusLabel(i18n, policy.status)}</dd>
            {policy.policyNumber && (
              <>
                <dt className={css.term}>{t`Policy number`}</dt>
                <dd className={css.detail}>{policy.policyNumber}</dd>
              </>
            )}
            {from && to && (
              <>
                <dt className={css.term}>{t`Valid`}</dt>
                <dd className={css.detail}>
                  {from} – {to}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {policy === undefined && policyError == null && (
        <SkeletonGroup>
          <Skeleton height="1.5rem" width="60%" />
        </SkeletonGroup>
      )}
      {policyError != null && <InsuranceFailure error={policyError} onRetry={onRetryPolicy} />}
      {policy?.status === 'pending' && <Text size="sm">{t`The insurance becomes active automatically when the trip starts.`}</Text>}
      {(policy?.documentUrl || claimForm) && (
        <div className={css.links}>
          {policy?.documentUrl && (
            <ExternalLink href={policy.documentUrl} newTab>
              {t`Insurance policy (PDF)`}
            </ExternalLink>
          )}
          {claimForm && (
            <ExternalLink href={claimForm} newTab>
              {t`Report a claim to ${vendorName}`}
            </ExternalLink>
          )}
        </div>
      )}
      {listed.length > 0 && (
        <Stack gap="sm" as="section" aria-labelledby="insurance-claims-heading">
          <Heading level={3} size="sm" id="insurance-claims-heading">
            {t`Insurance claims`}
          </Heading>
          <ul className={css.list}>
            {listed.map((claim) => {
              const number = claim.claimNumber ?? String(claim.id);
              return (
                <li key={claim.id} className={css.item}>
                  <Text weight="semibold">{t`Claim ${number}`}</Text>
                  <Text size="sm">
                    {insuranceClaimStatusLabel(i18n, claim.status)}
                    {claim.amount != null && claim.currency && ` · ${money(claim.amount, claim.currency)}`}
                  </Text>
                  {claim.description && <Text size="sm">{claim.description}</Text>}
                </li>
              );
            })}
          </ul>
        </Stack>
      )}
      {booking.vendor === 'baloise' && <SwissLimits />}
      {(may.upgrade || may.buydown || may.addons || may.youngDriver || limitations.length > 0) && (
        <div className={css.buttons}>
          {may.upgrade && <Button onClick={() => setOpen('upgrade')}>{t`Upgrade insurance`}</Button>}
          {may.buydown && (
            <Button variant="secondary" onClick={() => setOpen('buydown')}>
              {t`Lower the deductible`}
            </Button>
          )}
          {may.addons && (
            <Button variant="secondary" onClick={() => setOpen('addons')}>
              {t`Add insurance`}
            </Button>
          )}
          {may.youngDriver && (
            <Button variant="ghost" onClick={() => setOpen('young-driver')}>
              {t`Young driver insurance`}
            </Button>
          )}
          {limitations.length > 0 && (
            <Button variant="ghost" onClick={() => setOpen('limits')}>
              {t`Limits of the insurance`}
            </Button>
          )}
        </div>
      )}
      {open === 'upgrade' && plan && (
        <UpgradeDialog
          bookingId={booking.id}
          current={plan}
          nights={booking.nights}
          currency={booking.currency}
          hasTravelAbroad={addons.includes('travel_abroad')}
          actions={actions}
          renderPayment={renderPayment}
          onChanged={onChanged}
          onClose={close}
        />
      )}
      {open === 'buydown' && (
        <BuydownDialog bookingId={booking.id} nights={booking.nights} currency={booking.currency} deductible={deductible} actions={actions} renderPayment={renderPayment} onChanged={onChanged} onClose={close} />
      )}
      {open === 'addons' && (
        <AddonsDialog bookingId={booking.id} nights={booking.nights} currency={booking.currency} youngDriver={may.youngDriver} actions={actions} renderPayment={renderPayment} onChanged={onChanged} onClose={close} />
      )}
      {open === 'young-driver' && <YoungDriverDialog canAdd={may.addons} onAdd={() => setOpen('addons')} onClose={close} />}
      {open === 'limits' && <LimitationDialog limitations={limitations} onClose={close} />}
    </Stack>
  );
}
