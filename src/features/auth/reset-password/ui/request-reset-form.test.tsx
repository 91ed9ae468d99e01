import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { RequestResetForm } from './request-reset-form';

const api = setupApiServer();
const answer = (respond: HttpResponseResolver) => api.answer('post', '*/api/auth/create-password-reset', respond);

const setup = () => {
  renderWithProviders(<RequestResetForm />);
  return { user: userEvent.setup(), email: screen.getByRole('textbox', { name: 'E-mail address' }), send: screen.getByRole('button', { name: 'Send reset link' }) };
};

describe('RequestResetForm', () => {
  it('asks for a valid e-mail address next to the field before sending', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { user, email, send } = setup();
    await user.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your e-mail address.'));
    await user.type(email, 'sara.example.com');
    await user.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(bodies).toHaveLength(0);
  });

  it('sends the address with the reset page as the link target and confirms', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { user, email, send } = setup();
    await user.type(email, ' sara@example.com ');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('If there is an account for sara@example.com, we have sent it a link');
    expect(bodies[0]).toEqual({ email: 'sara@example.com', redirectUrl: expect.stringMatching(/\/reset-password$/) });
    await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('sara@example.com');
  });

  it('shows the API failure by slug and keeps the address for another try', async () => {
    answer(() => HttpResponse.json({ status: 429, slug: 'too_many_attempts', message: 'Slow down' }, { status: 429 }));
    const { user, email, send } = setup();
    await user.type(email, 'sara@example.com');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a moment and try again.');
    expect(email).toHaveValue('sara@example.com');
  });

  it('puts an address the API refuses next to the field', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'validation_failed', message: 'Invalid', errors: { email: ['Invalid'] } }, { status: 422 }));
    const { user, email, send } = setup();
    await user.type(email, 'sara@example');
    await user.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
  });
});
