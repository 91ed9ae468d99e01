import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { VehicleDetail, VehicleInsuranceProduct, VehicleUnavailableDates } from '@/entities/vehicle';
import type { DisplayMoney } from '@/features/switch-currency';
import { Heading } from '@/shared/ui/heading';
import { Skeleton } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { AboutYouStep } from './about-you-step';
import { ConfirmationStep } from './confirmation-step';
import { CustomizeStep } from './customize-step';
import { DatesStep } from './dates-step';
import type { StepProps } from './flow-types';
import { InsuranceStep } from './insurance-step';
import { LoginStep } from './login-step';
import { ErrorStep } from './outcome-steps';
import { VerifyIdStep } from './verify-id-step';
import { PurchaseStep } from './purchase-step';

export interface BookingFlowViewProps extends StepProps {
  vehicle: VehicleDetail;
  unavailable: VehicleUnavailableDates | undefined;
  calendarFailed: boolean;
  insuranceProducts: readonly VehicleInsuranceProduct[];
  onRefreshDates: () => void;
  display: DisplayMoney;
  addonName: (key: string) => string | undefined;
  /** The login, sign-up and social login inside the flow. */
  auth: { login: ReactNode; signUp: ReactNode; social: ReactNode };
  /** The payment form for what is due now. */
  payForm: ReactNode;
}

/** The step the machine is in; the page and the stories render the flow through this. */
export function BookingFlowView({ view, send, vehicle, unavailable, calendarFailed, insuranceProducts, onRefreshDates, display, addonName, auth, payForm }: BookingFlowViewProps) {
  const props = { view, send };
  switch (view.phase) {
    case 'resuming':
    case 'restoring':
      return (
        <Stack gap="md" aria-busy="true">
          <Heading level={1}>
            <Trans>Your booking</Trans>
          </Heading>
          <Text role="status">
            <Trans>Loading where you left off…</Trans>
          </Text>
          <Skeleton height="8rem" />
        </Stack>
      );
    case 'dates':
      return <DatesStep {...props} vehicle={vehicle} unavailable={unavailable} calendarFailed={calendarFailed} onRefresh={onRefreshDates} />;
    case 'aboutYou':
      return <AboutYouStep {...props} />;
    case 'customize':
      return <CustomizeStep {...props} />;
    case 'insurance':
      return <InsuranceStep {...props} products={insuranceProducts} />;
    case 'login':
      return <LoginStep {...props} {...auth} />;
    case 'verifyId':
      return <VerifyIdStep {...props} />;
    case 'pricing':
    case 'review':
    case 'submitting':
    case 'paying':
      return <PurchaseStep {...props} payForm={payForm} display={display} addonName={addonName} />;
    case 'confirmation':
      return <ConfirmationStep {...props} />;
    case 'error':
      return <ErrorStep {...props} />;
  }
}
