import preview from '#.storybook/preview';
import { idVerificationMachine, selectIdVerificationView, type IdVerificationContext } from '@machines/id-verification';
import { AUTHORIZE_URL, eidMismatch, idRecord, swedishInput, swissInput, withPhotos } from '@machines/id-verification/id-verification.fixtures';
import { expect, screen } from 'storybook/test';
import type { IdVerificationRecord } from '@/entities/user';
import { IdVerificationScreen } from './id-verification-screen';

type Value = Parameters<typeof idVerificationMachine.resolveState>[0]['value'];

const nothing = () => undefined;
const draft = idRecord();
const answer = async (): Promise<IdVerificationRecord> => withPhotos(draft, ['front']);
const PHOTO_ACTIONS = { upload: answer, rotate: answer, remove: answer };

/** The page's body in a state of the ID verification machine. */
function screenIn(value: Value, context: Partial<IdVerificationContext> = {}, returnTo: string | null = null) {
  const base = { ...swissInput(), record: null, documentType: null, missing: [], failure: null, authorizeUrl: null };
  const view = selectIdVerificationView(idVerificationMachine.resolveState({ value, context: { ...base, ...context } }));
  return <IdVerificationScreen view={view} send={nothing} returnTo={returnTo} profileHref="/profile" photoActions={PHOTO_ACTIONS} />;
}

const meta = preview.meta({ title: 'Features/VerifyId', parameters: { machine: 'idVerification' } });

export const Loading = meta.story({
  parameters: { machineState: 'idVerification.loading' },
  render: () => screenIn('loading'),
  play: async () => {
    await expect(await screen.findByText('Loading your verification…')).toBeInTheDocument();
  },
});

export const LoadFailed = meta.story({
  parameters: { machineState: 'idVerification.loadFailed' },
  render: () => screenIn('loadFailed', { failure: { slug: 'server_error', message: 'Unavailable', status: 503 } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Your verification could not be loaded.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const ChoosingEid = meta.story({
  parameters: { machineState: 'idVerification.choosing' },
  render: () => screenIn('choosing', swedishInput()),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Verify with e-ID' })).toBeEnabled();
    await expect(screen.getByText('Status: Not verified')).toBeInTheDocument();
  },
});

export const ChoosingDocument = meta.story({
  render: () => screenIn('choosing'),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Passport' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'ID card' })).toBeEnabled();
    await expect(screen.queryByRole('button', { name: 'Verify with e-ID' })).not.toBeInTheDocument();
  },
});

export const RequestingEid = meta.story({
  parameters: { machineState: 'idVerification.requestingEid' },
  render: () => screenIn('requestingEid', swedishInput()),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Verify with e-ID' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Redirecting = meta.story({
  parameters: { machineState: 'idVerification.redirecting' },
  render: () => screenIn('redirecting', { ...swedishInput(), authorizeUrl: AUTHORIZE_URL }),
  play: async () => {
    await expect(await screen.findByText('Opening your e-ID…')).toBeInTheDocument();
  },
});

export const FinishingEid = meta.story({
  parameters: { machineState: 'idVerification.finishingEid' },
  render: () => screenIn('finishingEid', swedishInput({ eidReturn: { code: 'c', state: 's' }, expectedState: 's' })),
  play: async () => {
    await expect(await screen.findByText('Checking your e-ID…')).toBeInTheDocument();
  },
});

export const EidFailed = meta.story({
  parameters: { machineState: 'idVerification.eidFailed' },
  render: () => screenIn('eidFailed', { ...swedishInput(), failure: eidMismatch }),
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The name on your e-ID does not match the name in your profile.');
    await expect(alert).toHaveTextContent('Open this page in your default browser.');
    await expect(alert).toHaveTextContent('Make sure cookies are enabled.');
    await expect(alert).toHaveTextContent('Error code: eid_name_mismatch');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const EidCanceled = meta.story({
  render: () => screenIn('eidFailed', { ...swedishInput(), failure: { slug: 'eid_canceled', message: 'canceled' } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The e-ID identification was canceled.');
    await expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
  },
});

export const StartingManual = meta.story({
  parameters: { machineState: 'idVerification.startingManual' },
  render: () => screenIn('startingManual', { documentType: 'id_card' }),
  play: async () => {
    await expect(await screen.findByText('Preparing your document…')).toBeInTheDocument();
  },
});

export const Documents = meta.story({
  parameters: { machineState: 'idVerification.documents' },
  render: () => screenIn('documents', { record: withPhotos(draft, ['front']), missing: ['back', 'selfie'] }),
  play: async () => {
    await expect(await screen.findByRole('radio', { name: 'ID card' })).toBeChecked();
    await expect(screen.getAllByText('Add this photo before you send.')).toHaveLength(2);
    await expect(screen.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  },
});

export const Submitting = meta.story({
  parameters: { machineState: 'idVerification.submitting' },
  render: () => screenIn('submitting', { record: withPhotos(idRecord({ documentType: 'passport' }), ['front', 'selfie']) }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Send for review' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('radio', { name: 'Passport' })).toBeChecked();
  },
});

export const Pending = meta.story({
  parameters: { machineState: 'idVerification.pending' },
  render: () => screenIn('pending', { record: idRecord({ status: 'pending_verification' }) }, '/vehicles/5/book/verify-id'),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('about one working day');
    await expect(screen.getByRole('link', { name: 'Back to your booking' })).toHaveAttribute('href', '/vehicles/5/book/verify-id');
  },
});

export const ProofOfResidency = meta.story({
  parameters: { machineState: 'idVerification.proofOfResidency' },
  render: () => screenIn('proofOfResidency', { record: idRecord({ status: 'pending_proof_of_residency' }, ['front', 'back', 'selfie']) }),
  play: async () => {
    await expect(await screen.findByText(/needs a proof of residency/)).toBeInTheDocument();
    await expect(screen.getByText('Proof of residency')).toBeInTheDocument();
    await expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
});

export const Approved = meta.story({
  parameters: { machineState: 'idVerification.approved' },
  render: () => screenIn('approved', { record: idRecord({ status: 'approved' }) }, '/vehicles/5/book/verify-id'),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Your ID is verified.');
    await expect(screen.getByRole('link', { name: 'Back to your booking' })).toBeVisible();
  },
});

export const Denied = meta.story({
  parameters: { machineState: 'idVerification.denied' },
  render: () => screenIn('denied', { record: idRecord({ status: 'denied' }) }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Try again, or contact support.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});
