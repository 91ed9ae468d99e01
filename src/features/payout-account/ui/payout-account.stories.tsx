import preview from '#.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { COMPLETE_PROFILE, userOf } from '@/shared/test';
import { AccountVerification } from './account-verification';
import { BankAccountForm } from './bank-account-form';

const OWNER = userOf('owner', { ...COMPLETE_PROFILE, stripeAccount: 'se', hasBankAccount: false, stripeAccountVerificationStatus: 'unverified' });

const meta = preview.meta({
  title: 'Features/PayoutAccount',
  component: BankAccountForm,
  decorators: [withTestSession],
  parameters: { session: { as: OWNER } },
  // The form keeps a draft per tab: each story starts from the profile alone.
  beforeEach() {
    sessionStorage.clear();
  },
});

/** The owner's name and birth date from the profile; the IBAN to type. */
export const BankAccount = meta.story({});

/** A wrong check digit: the form says so by the field and sends nothing. */
export const InvalidIban = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), 'SE45 5000 0000 0583 9825 7467');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(/This IBAN is not valid\./));
  },
});

/** Not verified yet: the status and the way to the payment provider. */
export const Unverified = meta.story({
  render: () => <AccountVerification />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify with the payment provider' })).toBeVisible();
  },
});

export const Verified = meta.story({
  parameters: { session: { as: { ...OWNER, hasBankAccount: true, stripeAccountVerificationStatus: 'verified' } } },
  render: () => <AccountVerification />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
  },
});
