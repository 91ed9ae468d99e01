import preview from '#.storybook/preview';
import { onboardingMachine, selectOnboardingView, type OnboardingContext } from '@machines/onboarding';
import { ONBOARDING_INPUT, activeVehicle, draftVehicle, onboardingUser, progressOf } from '@machines/onboarding/onboarding.fixtures';
import { onboardingStepLinks, type OnboardingStep } from '@/entities/user';
import { href } from '@/shared/routing';
import { GettingStartedView } from './getting-started-view';

type Value = Parameters<typeof onboardingMachine.resolveState>[0]['value'];

const closed = (data: 'idle' | 'refreshing' = 'idle'): Value => ({ ready: { data, modal: 'closed' } });

/** The page as it shows a state of the onboarding machine. */
function pageIn(value: Value, context: Partial<OnboardingContext> = {}) {
  const view = selectOnboardingView(onboardingMachine.resolveState({ value, context: { isImpersonating: false, dismissedSteps: [], now: ONBOARDING_INPUT.now, ...context } }));
  // Every step page exists in the stories.
  const hrefOf = (step: OnboardingStep) => {
    const link = view.role && view.facts ? onboardingStepLinks(view.role, step.id, view.facts)[0] : undefined;
    return link ? href(link.route, link.params, 'en') : undefined;
  };
  return <GettingStartedView view={view} hrefOf={hrefOf} onRetry={() => undefined} />;
}

const newOwner = onboardingUser('owner');

const meta = preview.meta({ title: 'Pages/GettingStarted', component: GettingStartedView, parameters: { layout: 'fullscreen', machine: 'onboarding' } });

export const SignedOut = meta.story({ parameters: { machineState: 'onboarding.signedOut' }, render: () => pageIn('signedOut') });
export const Loading = meta.story({ parameters: { machineState: 'onboarding.loading' }, render: () => pageIn('loading', { user: newOwner }) });
export const Failed = meta.story({
  parameters: { machineState: 'onboarding.failed' },
  render: () => pageIn('failed', { user: newOwner, failure: { slug: 'server_error', message: 'Down' } }),
});

/** newowner@: a draft vehicle, so "publish vehicle" is in progress. */
export const ReadyOwnerPublishing = meta.story({
  parameters: { machineState: 'onboarding.ready.data.idle' },
  render: () => pageIn(closed(), { user: newOwner, data: progressOf({ vehicles: [draftVehicle()] }) }),
});

export const ReadyRefreshing = meta.story({
  parameters: { machineState: 'onboarding.ready.data.refreshing' },
  render: () => pageIn(closed('refreshing'), { user: newOwner, data: progressOf({ vehicles: [draftVehicle()] }) }),
});

export const ReadyOwnerWithoutVehicle = meta.story({ render: () => pageIn(closed(), { user: newOwner, data: progressOf() }) });

/** Published: verifying the ID waits for a first booking request or message. */
export const ReadyOwnerIdWaiting = meta.story({ render: () => pageIn(closed(), { user: newOwner, data: progressOf({ vehicles: [activeVehicle()] }) }) });

export const ReadyOwnerIdNeeded = meta.story({
  render: () =>
    pageIn(closed(), { user: newOwner, data: progressOf({ vehicles: [activeVehicle()], status: { actionableBookings: 1, unreadConversations: [] } }) }),
});

export const ReadyOwnerDone = meta.story({
  render: () => pageIn(closed(), { user: onboardingUser('owner', { isIdVerified: true, isFullyOnboarded: true }), data: progressOf({ vehicles: [activeVehicle()] }) }),
});

export const ReadyRenterVerifyId = meta.story({ render: () => pageIn(closed(), { user: onboardingUser('renter'), data: progressOf() }) });

export const ReadyRenterAboutMe = meta.story({ render: () => pageIn(closed(), { user: onboardingUser('renter', { isIdVerified: true }), data: progressOf() }) });

export const ReadyEditor = meta.story({ render: () => pageIn(closed(), { user: onboardingUser('editor'), data: progressOf() }) });
