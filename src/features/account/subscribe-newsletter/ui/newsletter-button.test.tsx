import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { setupApiServer } from '@/shared/test-server';
import { userOf } from '@/shared/test';
import { NewsletterButton } from './newsletter-button';

const api = setupApiServer();
const subscribed = (isSubscribed: boolean) => ({ ...userOf('renter'), subscriptions: { newsletter: isSubscribed } });

describe('the footer’s newsletter sign-up (002 §1)', () => {
  it('shows only to a signed-in user not subscribed yet', async () => {
    const guest = await renderWithSession(<NewsletterButton />, { as: null });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    guest.unmount();
    await renderWithSession(<NewsletterButton />, { as: subscribed(true) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('subscribes with PUT /me/subscriptions and thanks the user; a failure says so and tries again', async () => {
    api.answer('put', '*/api/me/subscriptions', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Oops' }, { status: 500 }));
    await renderWithSession(<NewsletterButton />, { as: subscribed(false) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe to our newsletter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The subscription could not be saved. Please try again.');
    const sent = api.answer('put', '*/api/me/subscriptions', () => HttpResponse.json({ data: { subscriptionKey: 'newsletter', isSubscribed: true } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! You will get our newsletter.');
    await waitFor(() => expect(sent).toEqual([{ subscriptionKey: 'newsletter', isSubscribed: true }]));
  });
});
