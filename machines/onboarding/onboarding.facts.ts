import { onboardingSteps, type OnboardingFacts, type OnboardingRole, type OnboardingStep } from '@/entities/user';
import { isActiveVehicle } from '@/entities/vehicle';
import type { OnboardingProgressData, OnboardingUser } from './onboarding.types';

/** Renters and owners have steps; editors and admins have none. */
export const onboardingRoleOf = (user: Pick<OnboardingUser, 'role'> | undefined): OnboardingRole | undefined =>
  user?.role === 'owner' || user?.role === 'renter' ? user.role : undefined;

export type OnboardingFactsWithDraft = OnboardingFacts & { draftVehicleId: number | undefined };

/**
 * The facts the steps are decided from. A first booking request or message (002 §4.4) shows as
 * a confirmed booking, a booking waiting for the owner, or an unread conversation.
 */
export function onboardingFactsOf(user: OnboardingUser, data: OnboardingProgressData | undefined): OnboardingFactsWithDraft {
  const vehicles = data?.vehicles ?? [];
  const status = data?.status;
  return {
    isIdVerified: user.isIdVerified,
    isFullyOnboarded: user.isFullyOnboarded === true,
    vehicleCount: vehicles.length,
    hasActiveVehicle: vehicles.some(isActiveVehicle),
    hasBookingRequestOrMessage: (user.confirmedBookings ?? 0) > 0 || (status?.actionableBookings ?? 0) > 0 || (status?.unreadConversations.length ?? 0) > 0,
    draftVehicleId: vehicles.find((v) => !isActiveVehicle(v))?.id,
  };
}

export function stepsOf(user: OnboardingUser | undefined, data: OnboardingProgressData | undefined): OnboardingStep[] {
  const role = onboardingRoleOf(user);
  return user && role ? onboardingSteps(role, onboardingFactsOf(user, data)) : [];
}
