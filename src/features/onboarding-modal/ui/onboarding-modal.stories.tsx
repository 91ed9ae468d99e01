import preview from '#.storybook/preview';
import { onboardingMachine, selectOnboardingView, type OnboardingContext } from '@machines/onboarding';
import { ONBOARDING_INPUT, activeVehicle, draftVehicle, onboardingUser, progressOf } from '@machines/onboarding/onboarding.fixtures';
import { expect, screen } from 'storybook/test';
import { Text } from '@/shared/ui/text';
import { OnboardingModal } from './onboarding-modal';

type Value = Parameters<typeof onboardingMachine.resolveState>[0]['value'];

/** The page with the onboarding modal as the host shows it in a state of the machine. */
function modalIn(value: Value, context: Partial<OnboardingContext>) {
  const view = selectOnboardingView(onboardingMachine.resolveState({ value, context: { isImpersonating: false, dismissedSteps: [], now: ONBOARDING_INPUT.now, route: 'favorites', ...context } }));
  return (
    <>
      <Text>The page behind the modal.</Text>
      {view.modal === 'open' && view.role && view.current && (
        <OnboardingModal
          open
          role={view.role}
          step={view.current}
          progress={view.progress}
          stepHref="/publish-vehicle"
          gettingStartedHref="/getting-started"
          onDismiss={() => undefined}
        />
      )}
    </>
  );
}

const newOwner = onboardingUser('owner');
const publishing = progressOf({ vehicles: [draftVehicle()] });

const meta = preview.meta({ title: 'Features/OnboardingModal', component: OnboardingModal, parameters: { machine: 'onboarding' } });

export const Open = meta.story({
  parameters: { machineState: 'onboarding.ready.modal.open' },
  render: () => modalIn({ ready: { data: 'idle', modal: 'open' } }, { user: newOwner, data: publishing }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Your next step: Publish your vehicle' })).toBeInTheDocument();
  },
});

export const OpenOwnerIdNeeded = meta.story({
  render: () =>
    modalIn(
      { ready: { data: 'idle', modal: 'open' } },
      { user: newOwner, data: progressOf({ vehicles: [activeVehicle()], status: { actionableBookings: 1, unreadConversations: [] } }) },
    ),
});

export const OpenRenter = meta.story({
  render: () => modalIn({ ready: { data: 'idle', modal: 'open' } }, { user: onboardingUser('renter'), data: progressOf() }),
});

/** Closed: the page alone. */
export const Closed = meta.story({
  parameters: { machineState: 'onboarding.ready.modal.closed' },
  render: () => modalIn({ ready: { data: 'idle', modal: 'closed' } }, { user: newOwner, data: publishing }),
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** Dismissed: the modal is gone at once while the dismissal is saved. */
export const Dismissing = meta.story({
  parameters: { machineState: 'onboarding.ready.modal.dismissing' },
  render: () => modalIn({ ready: { data: 'idle', modal: 'dismissing' } }, { user: newOwner, data: publishing, dismissedSteps: ['publish-vehicle'] }),
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});
