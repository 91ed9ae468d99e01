import preview from '#.storybook/preview';
import { expect, screen } from 'storybook/test';
import { COMPLETE_PROFILE, userOf } from '@/shared/test';
import { RenterProfileCompleted } from './renter-profile-completed';

const nothing = () => undefined;

const meta = preview.meta({ title: 'Pages/AboutYou/RenterProfileCompleted', component: RenterProfileCompleted });

/** 002 §4.5: the save completed the profile; the ID is the onboarding's step still open. */
export const IdStillToVerify = meta.story({
  render: () => <RenterProfileCompleted saved={userOf('renter', { ...COMPLETE_PROFILE, isIdVerified: false })} onClose={nothing} />,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Your profile is complete' })).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Verify your ID' })).toBeInTheDocument();
  },
});

/** A verified renter has no step left. */
export const OnboardingDone = meta.story({
  render: () => <RenterProfileCompleted saved={userOf('renter', { ...COMPLETE_PROFILE, isIdVerified: true })} onClose={nothing} />,
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    await expect(screen.queryByRole('link', { name: 'Verify your ID' })).not.toBeInTheDocument();
  },
});
