import type { ReactNode } from 'react';
import type { VehicleDetail, VehicleInsuranceProduct, VehicleUnavailableDates } from '@/entities/vehicle';
import { AboutYouStep } from './about-you-step';
import { CustomizeStep } from './customize-step';
import { DatesStep } from './dates-step';
import type { StepProps } from './flow-types';
import { InsuranceStep } from './insurance-step';
import { LoginStep } from './login-step';
import { ConfirmationStep, ErrorStep, VerifyIdStep } from './outcome-steps';
import { PurchaseStep } from './purchase-step';

export interface BookingFlowViewProps extends StepProps {
  vehicle: VehicleDetail;
  unavailable: VehicleUnavailableDates | undefined;
  insuranceProducts: readonly VehicleInsuranceProduct[];
  onRefreshDates: () => void;
  /** The login or sign-up inside the flow. */
  login: ReactNode;
  /** The payment form for what is due now. */
  payForm: ReactNode;
}

/** The step the machine is in; pages and stories render the flow through this. */
export function BookingFlowView({ state, send, vehicle, unavailable, insuranceProducts, onRefreshDates, login, payForm }: BookingFlowViewProps) {
  const props = { state, send };
  if (state.matches('dates')) return <DatesStep {...props} vehicle={vehicle} unavailable={unavailable} onRefresh={onRefreshDates} />;
  if (state.matches('aboutYou')) return <AboutYouStep {...props} />;
  if (state.matches('verifyId')) return <VerifyIdStep {...props} />;
  if (state.matches('customize')) return <CustomizeStep {...props} />;
  if (state.matches('insurance')) return <InsuranceStep {...props} products={insuranceProducts} />;
  if (state.matches('login')) return <LoginStep login={login} />;
  if (state.matches('purchase') || state.matches('submitting') || state.matches('paying')) return <PurchaseStep {...props} payForm={payForm} />;
  if (state.matches('confirmation')) return <ConfirmationStep {...props} />;
  if (state.matches('error')) return <ErrorStep {...props} />;
  return null;
}
