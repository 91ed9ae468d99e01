import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import type { components } from '@/shared/api';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { MessageOwner } from './message-owner';

type User = components['schemas']['User'];

const api = setupApiServer();
const T = { timeout: 10_000 };

async function renderSignedIn(user: Partial<User> = {}) {
  const sent = api.answer<{ content: string }>('post', '*/api/conversations', () =>
    HttpResponse.json({ data: { id: 31, otherUser: { id: 42, firstName: 'Karin' }, unread: false } }, { status: 201 }),
  );
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(['messages'])}>
      <MessageOwner vehicleId={4711} ownerId={42} ownerName="Karin" signedIn onLoginRequired={vi.fn()} />
    </RouteAvailabilityProvider>,
    { as: userOf('renter', { isEmailVerified: true, ...user }) },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Message the owner' }));
  return sent;
}

describe('messaging an owner from the vehicle page (002 §2.9, §4.8)', () => {
  it('sends the message and leads to its conversation', async () => {
    const sent = await renderSignedIn();
    await userEvent.type(await screen.findByLabelText('Your message', {}, T), 'Is it free in July?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message to Karin was sent.', { exact: false }, T)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/messages/31');
    expect(sent).toEqual([{ recipientId: 42, content: 'Is it free in July?', assetId: 4711 }]);
  });

  it('refuses contact information in the field, before sending (002 §5)', async () => {
    const sent = await renderSignedIn();
    const field = await screen.findByLabelText('Your message', {}, T);
    await userEvent.type(field, 'Write to karin at gmail dot com');
    expect(field).toHaveAccessibleDescription(/Messages cannot contain contact details/);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sent).toEqual([]);
  });

  it('tells an account whose e-mail is not confirmed to confirm it instead of offering the form', async () => {
    await renderSignedIn({ isEmailVerified: false });
    expect(await screen.findByText(/Confirm your e-mail address to send messages/, {}, T)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });

  it('turns the form into the notice when the API says the user is blocked', async () => {
    await renderSignedIn();
    api.use(http.post('*/api/conversations', () => HttpResponse.json({ status: 403, slug: 'booking_blocked', message: 'Blocked.' }, { status: 403 })));
    await userEvent.type(await screen.findByLabelText('Your message', {}, T), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/a background check has blocked your account/, {}, T)).toBeInTheDocument();
  });
});
