import type { components } from '@openapi/generated/schema';
import type { OnboardingStepId } from '@/entities/user';
import type { Failure } from '@/shared/lib/flow';

export type OnboardingUser = components['schemas']['User'];

/** What the steps and the obtrusive-modal check read of an owner's vehicle. */
export type OnboardingVehicle = Pick<
  components['schemas']['Asset'],
  'id' | 'isActive' | 'activationCount' | 'hasPlatformInsurance' | 'insuranceCompany' | 'gasTankChangeConfirmed'
>;

export type OnboardingStatus = Pick<components['schemas']['UserStatus'], 'actionableBookings' | 'unreadConversations'>;

/** Everything `loadProgress` gathers for a signed-in user. */
export interface OnboardingProgressData {
  /** The owner's vehicles (GET /me/assets); empty for others. */
  vehicles: OnboardingVehicle[];
  /** GET /me/status. */
  status: OnboardingStatus;
  /** Steps the user closed the onboarding modal for, as saved. */
  dismissedSteps: OnboardingStepId[];
}

export type OnboardingFailure = Failure;

export interface OnboardingInput {
  /** The time the machine starts at (ISO); TICK moves it on. */
  now: string;
}
