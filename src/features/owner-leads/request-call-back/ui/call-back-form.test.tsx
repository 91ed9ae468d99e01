import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { CallBackForm } from './call-back-form';

const api = setupApiServer();

function open() {
  renderWithProviders(<CallBackForm />);
  const form = screen.getByRole('form', { name: 'Call-back request' });
  return { user: userEvent.setup(), form, send: () => within(form).getByRole('button', { name: /^(Call me back|Try again)$/ }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, day = 'monday', time = 'afternoon') {
  await user.type(within(form).getByLabelText('Name'), 'Anna Berg');
  await user.type(within(form).getByLabelText('Phone'), '070-123 45 67');
  await user.selectOptions(within(form).getByLabelText('Day'), day);
  await user.selectOptions(within(form).getByLabelText('Time of day'), time);
}

describe('the owner call-back form (002 §3, §9)', () => {
  afterEach(() => sessionStorage.clear());

  it('needs a name, a phone number, a day and a time within the support hours, by the fields, without a call', async () => {
    const sent = api.answer('post', '*/api/support', () => new HttpResponse(null, { status: 204 }));
    const { user, form, send } = open();
    await user.click(send());
    expect(await within(form).findByText('Enter your name.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription('Enter your phone number.');
    expect(within(form).getByLabelText('Day')).toHaveAccessibleDescription('Choose a day.');
    await fill(user, form, 'tuesday', 'afternoon');
    await user.click(send());
    await waitFor(() => expect(within(form).getByLabelText('Time of day')).toHaveAccessibleDescription(/in the afternoon on Mondays and Fridays only/));
    expect(sent).toHaveLength(0);
  });

  it('sends the request with the bot check’s token and confirms the day and time', async () => {
    const sent = api.answer('post', '*/api/support', () => new HttpResponse(null, { status: 204 }));
    const { user, form, send } = open();
    await fill(user, form);
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent('We will call 070-123 45 67 back: Monday, Afternoon.');
    expect(sent).toEqual([{ name: 'Anna Berg', phone: '070-123 45 67', weekday: 'monday', timeFrame: 'afternoon', recaptchaToken: expect.any(String) }]);
  });

  it('says when the bot check failed, keeps what was typed and sends again on retry', async () => {
    api.answer('post', '*/api/support', () => HttpResponse.json({ status: 422, slug: 'recaptcha_failed', message: 'Recaptcha verification failed.' }, { status: 422 }));
    const { user, form, send } = open();
    await fill(user, form);
    await user.click(send());
    expect(await within(form).findByRole('alert')).toHaveTextContent('Recaptcha verification failed. Please try again.');
    expect(within(form).getByLabelText('Name')).toHaveValue('Anna Berg');
    const sent = api.answer('post', '*/api/support', () => new HttpResponse(null, { status: 204 }));
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We will call you back.');
    expect(sent).toHaveLength(1);
  });
});
