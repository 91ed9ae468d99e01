import preview from '#.storybook/preview';
import { handoverMachine, selectHandoverView, type HandoverContext } from '@machines/handover';
import { checkoutSent, completeDraft, documented, fuelCharge, handoverBooking, refused } from '@machines/handover/handover.fixtures';
import { expect, screen, userEvent, within } from 'storybook/test';
import { EMPTY_HANDOVER_DRAFT } from '@/entities/booking';
import { ExtraChargeDialog } from '@/features/trip-settlement/extra-costs';
import type { BookingImage } from '../api/handover-requests';
import { HandoverScreen } from './handover-screen';

type Value = Parameters<typeof handoverMachine.resolveState>[0]['value'];

const nothing = () => undefined;
const answer = async () => undefined;
const PHOTO_ACTIONS = { upload: answer, rotate: answer, remove: answer };
const LINKS = { booking: '/bookings/4101', verifyId: '/verify-id' };
const size = (name: string) => ({ url: `/id-photos/front-${name}.svg`, webp: `/id-photos/front-${name}.svg`, width: null });
const PHOTOS: BookingImage[] = [1, 2].map((id) => ({ id, bookingId: 4101, phase: 'checkin', type: 'front', sizes: { card: size('card'), medium: size('medium'), large: size('large'), xlarge: size('xlarge'), full: size('full') } }));

/** The page's body in a state of the handover machine. */
const QUEUE = {
  items: [
    { id: 'a', preview: '/id-photos/front-medium.svg', progress: 40, status: 'uploading' as const, failure: null },
    { id: 'b', preview: '/id-photos/front-medium.svg', progress: null, status: 'waiting' as const, failure: null },
  ],
  waiting: 2,
  add: answer,
  dismiss: nothing,
};

function screenIn(value: Value, context: Partial<HandoverContext> = {}, photos: BookingImage[] = [], queue?: typeof QUEUE) {
  const base: HandoverContext = { role: 'owner', booking: handoverBooking(), draft: EMPTY_HANDOVER_DRAFT, showErrors: false, failure: null, photosWaiting: 0 };
  const view = selectHandoverView(handoverMachine.resolveState({ value, context: { ...base, ...context } }));
  return (
    <HandoverScreen
      view={view}
      send={nothing}
      photos={photos}
      photoActions={PHOTO_ACTIONS}
      {...(queue ? { queue } : {})}
      links={LINKS}
      otherParty="Sara"
      currency="sek"
      ExtraChargeModal={ExtraChargeDialog}
    />
  );
}

const meta = preview.meta({ title: 'Features/Handover', parameters: { machine: 'handover' } });

export const Blocked = meta.story({
  parameters: { machineState: 'handover.blocked' },
  render: () => screenIn('blocked', { role: 'renter', booking: handoverBooking({ blockers: ['not_paid_in_full', 'id_not_verified'] }) }),
  play: async () => {
    await expect(await screen.findByText('The check-in cannot start yet')).toBeInTheDocument();
    await expect(screen.getByText('The booking must be paid in full, deposit included, before check-in.')).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/verify-id');
  },
});

export const Intro = meta.story({
  parameters: { machineState: 'handover.intro' },
  render: () => screenIn('intro'),
  play: async () => {
    await expect(await screen.findByText('A check-in takes up to 2 hours. Do it together with the renter, at the vehicle.')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Start the check-in' })).toBeEnabled();
  },
});

export const CashDepositIntro = meta.story({
  render: () => screenIn('intro', { booking: handoverBooking({ cashDeposit: true }) }),
  play: async () => {
    await expect(await screen.findByText('Receive the deposit in cash.')).toBeInTheDocument();
  },
});

export const Documenting = meta.story({
  parameters: { machineState: 'handover.documenting' },
  render: () => screenIn('documenting', { draft: completeDraft({ idLastFour: 'AB1' }), showErrors: true }, PHOTOS),
  play: async () => {
    await expect(await screen.findByText('Enter exactly four characters.')).toBeInTheDocument();
    await expect(screen.getByLabelText('Mileage (km)')).toHaveValue('45210');
    await expect(screen.getByRole('list', { name: 'Photos taken' }).querySelectorAll('li')).toHaveLength(2);
    await expect(screen.getByRole('button', { name: 'Send to Sara for approval' })).toBeEnabled();
  },
});

/** Check-out's extra-costs step: the owner's fuel charge with its fee, and the modal to add another. */
export const CheckoutExtraCosts = meta.story({
  render: () => screenIn('documenting', { booking: handoverBooking({ phase: 'checkout', checkinMileage: 45_000 }), draft: completeDraft({ extraCharges: [fuelCharge] }) }),
  play: async () => {
    const charges = await screen.findByRole('list', { name: 'Extra costs' });
    await expect(within(charges).getByText('Fuel: SEK 495.00')).toBeInTheDocument();
    await expect(within(charges).getByText('SEK 450.00 plus SEK 45.00 service fee')).toBeInTheDocument();
    await expect(screen.getByText('Extra costs in all: SEK 495.00, service fee of SEK 45.00 included')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Remove the charge “Tank not refilled”' })).toBeEnabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an extra charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an extra charge' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the charge' }));
    await expect(within(dialog).getByText('Choose what the charge is for.')).toBeInTheDocument();
  },
});

export const DocumentingOffline = meta.story({
  render: () => screenIn('documenting', { draft: completeDraft(), photosWaiting: 2 }, PHOTOS, QUEUE),
  play: async () => {
    await expect(await screen.findByText('2 photos wait to upload.')).toBeInTheDocument();
    await expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    await expect(screen.getByText('Waiting for a connection')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Take a photo' })).toBeEnabled();
  },
});

export const DocumentingRefused = meta.story({
  render: () => screenIn('documenting', { draft: completeDraft(), failure: { slug: 'network_error', message: 'offline' } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Nothing you entered is lost');
  },
});

export const WaitingForPhotos = meta.story({
  parameters: { machineState: 'handover.waitingForPhotos' },
  render: () => screenIn('waitingForPhotos', { draft: completeDraft(), photosWaiting: 2 }),
  play: async () => {
    await expect(await screen.findByText('It is sent as soon as the 2 photos are uploaded.')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Send to Sara for approval' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Finalizing = meta.story({
  parameters: { machineState: 'handover.finalizing' },
  render: () => screenIn('finalizing', { draft: completeDraft() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Send to Sara for approval' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const AwaitingRenter = meta.story({
  parameters: { machineState: 'handover.awaitingRenter' },
  render: () => screenIn('awaitingRenter', { booking: documented() }),
  play: async () => {
    await expect(await screen.findByText(/The check-in was sent\. Sara approves it/)).toBeInTheDocument();
  },
});

export const AwaitingOwner = meta.story({
  parameters: { machineState: 'handover.awaitingOwner' },
  render: () => screenIn('awaitingOwner', { role: 'renter' }),
  play: async () => {
    await expect(await screen.findByText(/it takes up to 2 hours/)).toBeInTheDocument();
  },
});

export const Reviewing = meta.story({
  parameters: { machineState: 'handover.reviewing' },
  render: () => screenIn('reviewing', { role: 'renter', booking: documented() }, PHOTOS),
  play: async () => {
    await expect(await screen.findByText('45,210 km')).toBeInTheDocument();
    await expect(screen.getByText('6/8')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Approve the check-in' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Ask for a correction' })).toBeEnabled();
  },
});

/** The damages the owner recorded at this handover, for the renter to check at the vehicle before approving. */
export const ReviewingWithDamages = meta.story({
  render: () => screenIn('reviewing', { role: 'renter', booking: documented({ damages: [{ id: 31, location: 'Left rear bumper', description: 'A 10 cm scratch above the light' }] }) }, PHOTOS),
  play: async () => {
    const damages = await screen.findByRole('region', { name: 'Damages recorded' });
    await expect(damages).toHaveTextContent('Left rear bumper');
    await expect(damages).toHaveTextContent('A 10 cm scratch above the light');
    await expect(screen.getByRole('button', { name: 'Approve the check-in' })).toBeEnabled();
  },
});

export const ReviewingRefused = meta.story({
  render: () => screenIn('reviewing', { role: 'renter', booking: documented(), failure: refused }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('the booking has changed');
  },
});

export const CheckoutWithCashDeposit = meta.story({
  render: () => screenIn('reviewing', { role: 'renter', booking: documented({ phase: 'checkout', cashDeposit: true }) }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'I got the deposit back' })).toBeEnabled();
  },
});

/** The renter approves the owner's extra costs with the check-out. */
export const CheckoutReviewWithExtraCosts = meta.story({
  render: () => screenIn('reviewing', { role: 'renter', booking: checkoutSent({ insuranceClaimIntent: true }) }),
  play: async () => {
    await expect(await screen.findByText('Sara intends to file an insurance claim for damage from this trip.')).toBeInTheDocument();
    await expect(await screen.findByText('Extra costs in all: SEK 495.00, service fee of SEK 45.00 included')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Approve the check-out and the extra costs' })).toBeEnabled();
  },
});

export const CheckoutCompletedWithExtraCosts = meta.story({
  render: () => screenIn('completed', { role: 'renter', booking: checkoutSent({ completed: true }) }),
  play: async () => {
    await expect(await screen.findByText('You approved extra costs of SEK 495.00. Pay them on the booking.')).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Pay the extra costs' })).toHaveAttribute('href', '/bookings/4101');
  },
});

export const Approving = meta.story({
  parameters: { machineState: 'handover.approving' },
  render: () => screenIn('approving', { role: 'renter', booking: documented() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Approve the check-in' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const RequestingUpdate = meta.story({
  parameters: { machineState: 'handover.requestingUpdate' },
  render: () => screenIn('requestingUpdate', { role: 'renter', booking: documented() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Ask for a correction' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Completed = meta.story({
  parameters: { machineState: 'handover.completed' },
  render: () => screenIn('completed', { booking: documented({ completed: true }) }),
  play: async () => {
    await expect(await screen.findByText('The check-in is complete. Have a good trip!')).toBeInTheDocument();
  },
});
