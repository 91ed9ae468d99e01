export { OnboardingModalHost } from './ui/onboarding-modal-host';
export { OnboardingModal, type OnboardingModalProps } from './ui/onboarding-modal';
export { OnboardingStepList, type OnboardingStepListProps } from './ui/onboarding-step-list';
export { useStepTexts, type StepTexts } from './ui/use-step-texts';
export { useOnboarding } from './model/use-onboarding';
export { useStepHref } from './model/step-link';
export type { OnboardingView } from '@machines/onboarding';
