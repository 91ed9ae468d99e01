import preview from '#.storybook/preview';
import { obtrusiveModalsMachine, selectObtrusiveModalsView, type ObtrusiveModalsContext } from '@machines/obtrusive-modals';
import { expect, screen, userEvent } from 'storybook/test';
import type { ObtrusiveModal } from '@/entities/user';
import { COMPLETE_PROFILE, userOf, vehicleOf } from '@/shared/test';
import { Text } from '@/shared/ui/text';
import { ObtrusiveModalView, type ObtrusiveModalViewProps } from './obtrusive-modal-view';

type Value = Parameters<typeof obtrusiveModalsMachine.resolveState>[0]['value'];

const owner = userOf('owner', COMPLETE_PROFILE);

const vehicle = vehicleOf({
  id: 41,
  model: 'California 6.1 Ocean',
  brand: { id: 3, name: 'Volkswagen', key: 'volkswagen' },
  licensePlate: 'ABC 123',
  hasPlatformInsurance: false,
  insuranceCompany: null,
  insuranceValue: 125_000_000,
});

const TERMS = {
  id: 2,
  version: '2026.2',
  title: 'User terms 2026.2',
  content:
    '<h2>1. About the service</h2><p>The marketplace connects owners of motorhomes, campervans and caravans with renters.</p>' +
    '<h2>2. Bookings</h2><p>A booking is binding once the owner has accepted it and the first payment is made.</p>' +
    '<h2>3. Cancellation</h2><p>Refunds follow the cancellation policy of the vehicle.</p>',
  url: null,
  publishedAt: '2026-09-01T00:00:00.000Z',
};

interface StoryOptions {
  modal?: ObtrusiveModal;
  context?: Partial<ObtrusiveModalsContext>;
  terms?: ObtrusiveModalViewProps['terms'];
  links?: ObtrusiveModalViewProps['links'];
}

/** The host's modal in a state of the obtrusive-modals machine. */
function modalIn(value: Value, { modal, context = {}, terms = { status: 'success', data: TERMS }, links = { terms: '/user-terms', profile: '/profile', economySettings: '/economy/economy-settings' } }: StoryOptions = {}) {
  const view = selectObtrusiveModalsView(obtrusiveModalsMachine.resolveState({ value, context: { queue: modal ? [modal] : [], resolved: [], dismissed: [], ...context } }));
  return (
    <>
      <Text>The page behind the modal.</Text>
      <ObtrusiveModalView view={view} user={owner} vehicle={vehicle} terms={terms} links={links} onSubmit={() => undefined} onAcknowledge={() => undefined} onDismiss={() => undefined} />
    </>
  );
}

const failure = (slug: string) => ({ failure: { slug, message: 'Failed' } });
const terms: ObtrusiveModal = { kind: 'accept-terms' };
const contact: ObtrusiveModal = { kind: 'confirm-contact-details' };
const insurance: ObtrusiveModal = { kind: 'confirm-insurance-details', vehicleId: 41 };

const meta = preview.meta({ title: 'Features/ObtrusiveModals', component: ObtrusiveModalView, parameters: { machine: 'obtrusiveModals' } });

export const Idle = meta.story({
  parameters: { machineState: 'obtrusiveModals.idle' },
  render: () => modalIn('idle'),
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const AcceptTerms = meta.story({
  parameters: { machineState: 'obtrusiveModals.showing' },
  render: () => modalIn('showing', { modal: terms }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'We have updated our user terms' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
});
export const AcceptTermsLoadingTerms = meta.story({ render: () => modalIn('showing', { modal: terms, terms: { status: 'pending' } }) });
export const AcceptTermsTermsUnavailable = meta.story({ render: () => modalIn('showing', { modal: terms, terms: { status: 'error' } }) });
export const AcceptTermsSubmitting = meta.story({
  parameters: { machineState: 'obtrusiveModals.submitting' },
  render: () => modalIn('submitting', { modal: terms, context: { submission: { kind: 'accept-terms' } } }),
});
export const AcceptTermsFailed = meta.story({
  parameters: { machineState: 'obtrusiveModals.failed' },
  render: () => modalIn('failed', { modal: terms, context: failure('server_error') }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The terms could not be accepted. Please try again.');
  },
});

export const ConfirmContactDetails = meta.story({ render: () => modalIn('showing', { modal: contact }) });
export const ConfirmContactDetailsWithoutProfilePage = meta.story({ render: () => modalIn('showing', { modal: contact, links: {} }) });
export const ConfirmContactDetailsSubmitting = meta.story({
  render: () => modalIn('submitting', { modal: contact, context: { submission: { kind: 'confirm-contact-details' } } }),
});
export const ConfirmContactDetailsFailed = meta.story({ render: () => modalIn('failed', { modal: contact, context: failure('server_error') }) });

export const InteriorInsuranceOptIn = meta.story({ render: () => modalIn('showing', { modal: { kind: 'interior-insurance-opt-in' } }) });
export const InteriorInsuranceOptInFailed = meta.story({ render: () => modalIn('failed', { modal: { kind: 'interior-insurance-opt-in' }, context: failure('server_error') }) });

export const ConfirmInsuranceDetails = meta.story({
  render: () => modalIn('showing', { modal: insurance }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('Confirm the statements to keep the platform insurance, or choose your own insurance.')).toBeInTheDocument();
  },
});
export const ConfirmInsuranceDetailsNotEligible = meta.story({ render: () => modalIn('failed', { modal: insurance, context: failure('insurance_not_available') }) });

export const MissingBankAccount = meta.story({ render: () => modalIn('showing', { modal: { kind: 'missing-bank-account' } }) });
export const MissingBankAccountWithoutSettingsPage = meta.story({ render: () => modalIn('showing', { modal: { kind: 'missing-bank-account' }, links: {} }) });

// The select-name modal (#17): a user without a first or last name.
const nameless = userOf('renter', { ...COMPLETE_PROFILE, firstName: 'Alva', lastName: '' });
const selectName = (required: boolean): ObtrusiveModal => ({ kind: 'select-name', required });
function nameModalIn(value: Value, modal: ObtrusiveModal, context: Partial<ObtrusiveModalsContext> = {}) {
  const view = selectObtrusiveModalsView(obtrusiveModalsMachine.resolveState({ value, context: { queue: [modal], resolved: [], dismissed: [], ...context } }));
  return (
    <ObtrusiveModalView view={view} user={nameless} vehicle={undefined} terms={{ status: 'pending' }} links={{}} onSubmit={() => undefined} onAcknowledge={() => undefined} onDismiss={() => undefined} />
  );
}

export const SelectName = meta.story({
  parameters: { machineState: 'obtrusiveModals.showing' },
  render: () => nameModalIn('showing', selectName(false)),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What is your name?' });
    await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Alva');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Enter your last name.');
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Later' })).toBeEnabled();
  },
});
export const SelectNameRequired = meta.story({
  render: () => nameModalIn('showing', selectName(true)),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What is your name?' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
  },
});
export const SelectNameSubmitting = meta.story({
  parameters: { machineState: 'obtrusiveModals.submitting' },
  render: () => nameModalIn('submitting', selectName(false), { submission: { kind: 'select-name', firstName: 'Alva', lastName: 'Berg' } }),
});
export const SelectNameFailed = meta.story({
  parameters: { machineState: 'obtrusiveModals.failed' },
  render: () => nameModalIn('failed', selectName(false), failure('server_error')),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Your name could not be saved. Please try again.');
  },
});
export const SelectNameRefused = meta.story({
  render: () => nameModalIn('failed', selectName(true), { failure: { slug: 'validation_failed', message: 'Invalid', fields: { lastName: ['The last name may only contain letters.'] } } }),
});
