import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { COMPLETE_PROFILE, userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { BankAccountForm } from './bank-account-form';

const api = setupApiServer();
const OWNER = userOf('owner', { ...COMPLETE_PROFILE, stripeAccount: 'se', hasBankAccount: false });
const ACCOUNT = { id: 'ba_1', last4: '7466', currency: 'sek', country: 'SE', accountHolderName: 'Sara Lindqvist', status: 'new' };
const answerSave = (respond: HttpResponseResolver) => api.answer('post', '*/api/me/bank-account', respond);
const answerMe = () => api.answer('get', '*/api/me', () => HttpResponse.json({ data: { ...OWNER, hasBankAccount: true } }));

afterEach(() => sessionStorage.clear());

async function setup() {
  const view = await renderWithSession(<BankAccountForm />, { as: OWNER });
  const user = userEvent.setup();
  const iban = screen.getByRole('textbox', { name: 'IBAN' });
  const save = () => user.click(screen.getByRole('button', { name: 'Save bank account' }));
  return { ...view, user, iban, save };
}

describe('BankAccountForm (000 §5, §7)', () => {
  it('says by the field what is wrong with the IBAN and sends nothing', async () => {
    const bodies = answerSave(() => HttpResponse.json({ data: ACCOUNT }));
    const { user, iban, save } = await setup();
    await user.type(iban, 'SE45 5000 0000 0583 9825 7467');
    await save();
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/This IBAN is not valid\. Check it against your bank's details\./));
    expect(iban).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('fills the holder and the date of birth from the profile, and sends only the provider’s tokens', async () => {
    const bodies = answerSave(() => HttpResponse.json({ data: ACCOUNT }));
    answerMe();
    const { user, iban, save, session } = await setup();
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveValue('Sara Lindqvist');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-12');
    await user.type(iban, 'se45 5000 0000 0583 9825 7466');
    await save();
    // The gateway's chunk loads on the first save.
    expect(await screen.findByText('Your bank account has been saved.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ stripeAccount: 'se', accountToken: 'atok_sbx_19900412', bankAccountToken: 'btok_SE4550000000058398257466' }]);
    await waitFor(() => expect(session.getSnapshot().context.session?.user.hasBankAccount).toBe(true));
    expect(sessionStorage.getItem('campershare:bank-account-draft')).toBeNull();
  });

  it('marks the IBAN the API refuses and keeps what was typed', async () => {
    answerSave(() => HttpResponse.json({ status: 422, slug: 'invalid_iban', message: 'The IBAN is not valid.', errors: { bankAccountToken: ['The IBAN is not valid.'] } }, { status: 422 }));
    const { user, iban, save } = await setup();
    await user.type(iban, 'DE89 3704 0044 0532 0130 00');
    await save();
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/This IBAN is not valid\./));
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  });

  it('says when saving failed, to try again, and keeps the draft through a reload', async () => {
    answerSave(() => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 }));
    const first = await setup();
    await first.user.type(first.iban, 'SE45 5000 0000 0583 9825 7466');
    await first.save();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Your bank account could not be saved. Please try again.');
    first.unmount();
    const again = await setup();
    expect(again.iban).toHaveValue('SE45 5000 0000 0583 9825 7466');
  });
});
