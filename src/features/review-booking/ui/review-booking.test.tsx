import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { setupApiServer } from '@/shared/test-server';
import { ReviewBooking } from './review-booking';

const api = setupApiServer();
const booking = { id: 4711, assetId: 101 };
const review = { id: 9, bookingId: 4711, assetId: 101, overallScore: 4, overallComment: 'Great van', reviewee: { id: 2, firstName: 'Astrid' }, author: { id: 1, firstName: 'Sara' }, createdAt: '2026-11-20T10:00:00Z' };
const noReviewsYet = () => api.answer('get', '*/api/users/:id/reviews', () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } }));

async function open() {
  await renderWithSession(<ReviewBooking booking={booking} viewerId={1} otherPartyName="Astrid" />, { as: 'renter' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Review Astrid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review Astrid' });
  return { user, dialog, comment: within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), publish: within(dialog).getByRole('button', { name: 'Publish review' }) };
}

describe('the booking review (001 §2, 002 §2.10)', () => {
  afterEach(() => sessionStorage.clear());

  it('needs a score and refuses contact information in the comment, by the fields, without sending', async () => {
    noReviewsYet();
    const sent = api.answer('post', '*/api/bookings/:id/reviews', () => HttpResponse.json({ data: review }, { status: 201 }));
    const { user, dialog, comment, publish } = await open();
    await user.type(comment, 'Mail me at sara@example.com');
    await user.click(publish);
    expect(await within(dialog).findByText('Choose a score from 1 to 5.')).toBeInTheDocument();
    expect(comment).toHaveAccessibleDescription(/Leave out e-mail addresses, phone numbers and other contact details\./);
    expect(sent).toHaveLength(0);
  });

  it('publishes the score with its comment once, then shows what was given', async () => {
    noReviewsYet();
    const sent = api.answer('post', '*/api/bookings/:id/reviews', () => HttpResponse.json({ data: review }, { status: 201 }));
    const { user, dialog, comment, publish } = await open();
    await user.click(within(dialog).getByRole('radio', { name: '4 – Satisfied' }));
    await user.type(comment, '  Great van  ');
    await user.click(publish);
    await waitFor(() => expect(sent).toEqual([{ overallScore: 4, overallComment: 'Great van' }]));
    expect(await screen.findByText('You gave Astrid 4 out of 5: Satisfied.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review Astrid' })).not.toBeInTheDocument();
  });

  it('keeps the text and offers a retry when sending fails', async () => {
    noReviewsYet();
    api.answer('post', '*/api/bookings/:id/reviews', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Oops' }, { status: 500 }));
    const { user, dialog, comment, publish } = await open();
    await user.click(within(dialog).getByRole('radio', { name: '5 – Very satisfied' }));
    await user.type(comment, 'Lovely');
    await user.click(publish);
    expect(await within(dialog).findByText('Your review could not be sent. Your text is kept; please try again.')).toBeInTheDocument();
    expect(comment).toHaveValue('Lovely');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
