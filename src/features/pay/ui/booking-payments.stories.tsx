import preview from '#.storybook/preview';
import { installmentsDepositsMachine, selectInstallmentsDepositsView, type InstallmentsDepositsContext } from '@machines/installments-deposits';
import { allPaid, depositDue, extraChargeDue, installmentsDepositsInput, twoOpen } from '@machines/installments-deposits/installments-deposits.fixtures';
import { paymentMachine } from '@machines/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { createActor } from 'xstate';
import { paymentQueries, type SavedPaymentMethod } from '@/entities/payment';
import { loadPaymentGateway, type PaymentGateway } from '@/shared/lib/payment-gateway';
import { gatewayOperationsHolder } from '../model/use-booking-payments';
import { BookingPaymentsView } from './booking-payments';
import { PayableDialog } from './payable-dialog';

type Value = Parameters<typeof installmentsDepositsMachine.resolveState>[0]['value'];

const nothing = () => undefined;
const input = installmentsDepositsInput();

/** The section as it looks in a state of the machine (no payment child: the dialog is not open). */
function sectionIn(value: Value, context: Partial<InstallmentsDepositsContext> = {}) {
  const view = selectInstallmentsDepositsView(installmentsDepositsMachine.resolveState({ value, context: { money: input.money, now: input.now, ...context } }));
  return <BookingPaymentsView view={view} send={nothing} dialog={<PayableDialog view={view} send={nothing} operations={gatewayOperationsHolder()} />} />;
}

const SAVED: SavedPaymentMethod[] = [{ id: 'pm_sbx_000001', type: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, status: 'succeeded', stripeAccount: 'se' }];

/** The machine running, reopened on the installment as after a reload: its payment child drives the dialog's form. */
function PayingSection({ gateway }: { gateway: PaymentGateway }) {
  // The renter's saved cards, as GET /me/payment-methods lists them.
  const client = useQueryClient();
  useState(() => client.setQueryData(paymentQueries.savedMethods('se').queryKey, SAVED));
  const [actor] = useState(() => createActor(installmentsDepositsMachine.provide({ actors: { payment: paymentMachine } }), { input: { ...input, resume: { kind: 'installment', id: 42 } } }).start());
  const view = selectInstallmentsDepositsView(actor.getSnapshot());
  return <BookingPaymentsView view={view} send={nothing} dialog={<PayableDialog view={view} send={nothing} operations={gatewayOperationsHolder()} gateway={gateway} />} />;
}

const meta = preview.meta({
  title: 'Features/BookingPayments',
  parameters: { machine: 'installmentsDeposits' },
  loaders: [async () => ({ gateway: await loadPaymentGateway('sandbox') })],
});

export const Due = meta.story({
  parameters: { machineState: 'installmentsDeposits.due' },
  render: () => sectionIn('due'),
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Installments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('row', { name: /Remaining rental fee/ })).toHaveTextContent('Due');
    await expect(screen.getByText('Next payment: Remaining rental fee, SEK 12,375.00')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Pay the remaining rental fee' })).toBeEnabled();
    await expect(screen.getByText(/The deposit of SEK 5,000.00 is reserved on your card from/)).toBeInTheDocument();
  },
});

export const DueWithEverythingLeft = meta.story({
  render: () => sectionIn('due', { money: twoOpen() }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: /^Pay everything left \(SEK/ })).toBeEnabled();
  },
});

export const DepositDue = meta.story({
  render: () => sectionIn('due', { money: depositDue(), now: '2026-12-24T10:00:00.000Z' }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Reserve the deposit' })).toBeEnabled();
  },
});

export const ExtraChargeAndCashDeposit = meta.story({
  render: () => sectionIn('due', { money: extraChargeDue(), now: '2027-01-05T10:00:00.000Z' }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Pay the extra charges' })).toBeEnabled();
    await expect(screen.getByText(/in cash at check-in/)).toBeInTheDocument();
  },
});

export const NothingDue = meta.story({
  parameters: { machineState: 'installmentsDeposits.nothingDue' },
  render: () => sectionIn('nothingDue', { money: allPaid() }),
  play: async () => {
    await expect(await screen.findByText('Nothing to pay right now.')).toBeInTheDocument();
    await expect(screen.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const Paying = meta.story({
  parameters: { machineState: 'installmentsDeposits.paying' },
  render: (_, { loaded }) => <PayingSection gateway={loaded['gateway'] as PaymentGateway} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pay an installment' });
    await expect(await within(dialog).findByRole('radio', { name: 'Visa ending in 4242, expires 12/2029' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: /^Pay SEK/ })).toBeEnabled();
  },
});

export const Paid = meta.story({
  parameters: { machineState: 'installmentsDeposits.paid' },
  render: () => sectionIn('paid', { money: allPaid(), paid: { kind: 'installment', id: 42, amount: 1_237_500, purpose: 'installment_payment', transaction: 'remaining_rental_fee' } }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pay an installment' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Payment of SEK 12,375.00 received.');
  },
});

