export { OnboardingProfileStep, type OnboardingProfileStepProps } from './ui/onboarding-profile-step';
