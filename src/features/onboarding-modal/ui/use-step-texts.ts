import { useLingui } from '@lingui/react/macro';
import type { OnboardingRole, OnboardingStep, OnboardingStepState } from '@/entities/user';

export interface StepTexts {
  title: string;
  description: string;
  /** The call to action of the step's link. */
  action: string;
}

/** Titles, explanations and link labels of the steps, per role (002 §4.4). */
export function useStepTexts(): {
  textsOf: (role: OnboardingRole, step: OnboardingStep) => StepTexts;
  stateLabel: Record<OnboardingStepState, string>;
  waitingNote: string;
} {
  const { t } = useLingui();
  const textsOf = (role: OnboardingRole, step: OnboardingStep): StepTexts => {
    switch (step.id) {
      case 'create-account':
        return { title: t`Create your account`, description: t`Your account is ready.`, action: '' };
      case 'publish-vehicle':
        return {
          title: t`Publish your vehicle`,
          description: t`Add photos, prices and availability, then publish your ad so renters can find and request your vehicle.`,
          action: t`Publish your vehicle`,
        };
      case 'verify-id':
        return role === 'owner'
          ? {
              title: t`Verify your ID`,
              description: t`To answer booking requests, complete your profile and verify your ID.`,
              action: t`Verify your ID`,
            }
          : {
              title: t`Verify your ID`,
              description: t`Owners want to know who rents their vehicle. Verify your ID once and it counts for every booking.`,
              action: t`Verify your ID`,
            };
      case 'about-me':
        return {
          title: t`Tell owners about yourself`,
          description: t`Complete your profile so owners know who is asking to rent their vehicle.`,
          action: t`Complete your profile`,
        };
    }
  };
  return {
    textsOf,
    stateLabel: { done: t`Done`, active: t`In progress`, todo: t`Not started` },
    waitingNote: t`Needed once you get your first booking request or message.`,
  };
}
