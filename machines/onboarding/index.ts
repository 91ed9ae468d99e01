export { onboardingMachine, type OnboardingContext, type OnboardingEvent } from './onboarding.machine';
export { onboardingFactsOf, onboardingRoleOf, stepsOf, type OnboardingFactsWithDraft } from './onboarding.facts';
export { selectOnboardingView, type OnboardingModalPhase, type OnboardingPhase, type OnboardingView } from './onboarding.view';
export type * from './onboarding.types';
