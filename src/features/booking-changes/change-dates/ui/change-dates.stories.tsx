import preview from '#.storybook/preview';
import { changeRequestMachine, selectChangeRequestView, type ChangeRequestContext } from '@machines/change-request';
import {
  acceptedBooking,
  changeBooking,
  changeRequestInput,
  differenceDueBooking,
  paidBooking,
  pendingBooking,
  twoMoreNightsCosts,
  unansweredBooking,
} from '@machines/change-request/change-request.fixtures';
import { expect, screen, within } from 'storybook/test';
import { Text } from '@/shared/ui/text';
import { ChangeDatesCard } from './change-dates-card';
import { ChangeDatesDialog } from './change-dates-dialog';

type Value = Parameters<typeof changeRequestMachine.resolveState>[0]['value'];

const nothing = () => undefined;
const input = changeRequestInput();
const draft = { fromDate: '2026-06-10', toDate: '2026-06-19', message: '' };

/** The card (and the dialog when it is open) as they look in a state of the machine. */
function cardIn(value: Value, context: Partial<ChangeRequestContext> = {}) {
  const base: ChangeRequestContext = { role: 'renter', booking: input.booking, rules: input.rules, now: input.now, draft, draftKept: false, dateErrors: [], showErrors: false, messageRefused: false };
  const view = selectChangeRequestView(changeRequestMachine.resolveState({ value, context: { ...base, ...context } }));
  return (
    <ChangeDatesCard
      view={view}
      send={nothing}
      currency="sek"
      renderPayment={() => <Text>The payment form of #14 pays here.</Text>}
      dialog={view.dialogOpen && <ChangeDatesDialog view={view} send={nothing} currency="sek" minNights={2} />}
    />
  );
}

const meta = preview.meta({ title: 'Features/ChangeDates', parameters: { machine: 'changeRequest' } });

export const Idle = meta.story({
  parameters: { machineState: 'changeRequest.idle' },
  render: () => cardIn('idle', { booking: changeBooking({ requests: pendingBooking().requests.slice(0, 2) }) }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Change the dates' })).toBeEnabled();
    const items = screen.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Declined');
    await expect(items[1]).toHaveTextContent('Withdrawn');
  },
});

export const Editing = meta.story({
  parameters: { machineState: 'changeRequest.editing' },
  render: () => cardIn('editing', { draft: { ...draft, toDate: '2026-06-21' }, dateErrors: ['dates_unavailable'], showErrors: true }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change the dates' });
    await expect(within(dialog).getByLabelText('New check-out date')).toHaveAccessibleDescription(/not available on some of these dates/);
    await expect(within(dialog).getByRole('button', { name: 'See what it costs' })).toBeEnabled();
  },
});

export const Quoting = meta.story({
  parameters: { machineState: 'changeRequest.quoting' },
  render: () => cardIn('quoting'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change the dates' });
    await expect(within(dialog).getByLabelText('New check-in date')).toBeDisabled();
  },
});

export const Quoted = meta.story({
  parameters: { machineState: 'changeRequest.quoted' },
  render: () => cardIn('quoted', { costs: twoMoreNightsCosts(), draft: { ...draft, message: 'Mail me at anna@example.com' }, messageRefused: true }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change the dates' });
    const costs = within(dialog).getByRole('group', { name: 'Cost of the change' });
    await expect(costs).toHaveTextContent('9 nights, new total SEK 11,250.00 (now SEK 8,750.00)');
    await expect(costs).toHaveTextContent('To pay once the owner accepts: SEK 2,500.00');
    await expect(within(dialog).getByLabelText('Message to the owner (optional)')).toHaveAccessibleDescription(/Leave out e-mail addresses/);
  },
});

export const Sending = meta.story({
  parameters: { machineState: 'changeRequest.sending' },
  render: () => cardIn('sending', { costs: twoMoreNightsCosts() }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change the dates' });
    await expect(within(dialog).getByLabelText('Message to the owner (optional)')).toBeDisabled();
  },
});

export const MovingDates = meta.story({
  parameters: { machineState: 'changeRequest.movingDates' },
  render: () => cardIn('movingDates', { booking: unansweredBooking() }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change the dates' });
    await expect(dialog).toHaveAccessibleDescription('The owner has not answered yet: your request moves to the new dates.');
    await expect(within(dialog).getByLabelText('New check-out date')).toBeDisabled();
  },
});

export const DatesMoved = meta.story({
  parameters: { machineState: 'changeRequest.datesMoved' },
  render: () => cardIn('datesMoved', { booking: unansweredBooking() }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Your request now has the new dates.');
  },
});

export const PendingForTheOwner = meta.story({
  parameters: { machineState: 'changeRequest.pending' },
  render: () => cardIn('pending', { role: 'owner', booking: pendingBooking() }),
  play: async () => {
    const pending = await screen.findByRole('group', { name: 'Pending change request' });
    await expect(pending).toHaveTextContent('SEK 2,500.00 more');
    await expect(within(pending).getByRole('button', { name: 'Accept the new dates' })).toBeEnabled();
    await expect(within(pending).getByRole('button', { name: 'Decline the new dates' })).toBeEnabled();
  },
});

export const PendingForTheRenter = meta.story({
  render: () => cardIn('pending', { booking: pendingBooking() }),
  play: async () => {
    const pending = await screen.findByRole('group', { name: 'Pending change request' });
    await expect(within(pending).getByRole('button', { name: 'Withdraw the request' })).toBeEnabled();
    await expect(screen.queryByRole('button', { name: 'Change the dates' })).toBeNull();
  },
});

export const AnswerFailed = meta.story({
  render: () => cardIn('pending', { role: 'owner', booking: pendingBooking(), answer: 'accept', failure: { slug: 'server_error', message: 'Down' } }),
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const Accepting = meta.story({
  parameters: { machineState: 'changeRequest.accepting' },
  render: () => cardIn('accepting', { role: 'owner', booking: pendingBooking() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Decline the new dates' })).toBeDisabled();
  },
});

export const Declining = meta.story({
  parameters: { machineState: 'changeRequest.declining' },
  render: () => cardIn('declining', { role: 'owner', booking: pendingBooking() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Accept the new dates' })).toBeDisabled();
  },
});

export const Withdrawing = meta.story({
  parameters: { machineState: 'changeRequest.withdrawing' },
  render: () => cardIn('withdrawing', { booking: pendingBooking() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Withdraw the request' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Extension = meta.story({
  parameters: { machineState: 'changeRequest.extension' },
  render: () => cardIn('extension', { booking: acceptedBooking() }),
  play: async () => {
    await expect(await screen.findByText('The owner accepted the new dates. Confirm the change to pay the difference.')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Confirm the new dates' })).toBeEnabled();
    await expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Accepted');
  },
});

export const Confirming = meta.story({
  parameters: { machineState: 'changeRequest.confirming' },
  render: () => cardIn('confirming', { booking: acceptedBooking() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Confirm the new dates' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Paying = meta.story({
  parameters: { machineState: 'changeRequest.paying' },
  render: () => cardIn('paying', { booking: differenceDueBooking() }),
  play: async () => {
    await expect(await screen.findByText('The new dates cost SEK 2,500.00 more.')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: /^Pay SEK\s2,500\.00$/ })).toBeEnabled();
  },
});

export const Paid = meta.story({
  parameters: { machineState: 'changeRequest.paid' },
  render: () => cardIn('paid', { booking: paidBooking() }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Payment received. The booking has its new dates.');
  },
});
