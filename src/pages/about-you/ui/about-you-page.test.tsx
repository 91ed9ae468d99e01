import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import type { CurrentUser } from '@/entities/user';
import { COMPLETE_PROFILE, userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { AboutYouPage } from './about-you-page';

const api = setupApiServer();

/** The renter's profile as `/me` has it, and the save answering with what was sent. */
function serve(user: CurrentUser) {
  api.use(http.get('*/api/me', () => HttpResponse.json({ data: { ...user, token: 'fresh' } })));
  api.answer<Record<string, unknown>>('put', '*/api/me', async ({ request }) => HttpResponse.json({ data: { ...user, ...((await request.json()) as Record<string, unknown>) } }));
}

describe('the renter-profile-completed modal (002 §4.5) on the "about you" step', () => {
  it('opens when a save completes the profile, and offers the ID, the step still open', async () => {
    serve(userOf('renter', { ...COMPLETE_PROFILE, phone: null, isIdVerified: false }));
    await renderWithSession(<AboutYouPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone' }), '070 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your profile is complete' });
    expect(dialog).toHaveTextContent('Owners now have what they need to accept your booking requests.');
    // The modal says it: no toast over its actions.
    expect(screen.queryByText('Your profile has been saved.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/verify-id');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page itself still says the profile is complete.
    expect(screen.getByText(/^Your profile is complete\./)).toBeInTheDocument();
  });

  it('offers no step to a verified renter: the onboarding is done', async () => {
    serve(userOf('renter', { ...COMPLETE_PROFILE, city: null, isIdVerified: true }));
    await renderWithSession(<AboutYouPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Stockholm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Your profile is complete' });
    expect(screen.queryByRole('link', { name: 'Verify your ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not open for a visit to a profile that is complete already', async () => {
    serve(userOf('renter', { ...COMPLETE_PROFILE, isIdVerified: false }));
    await renderWithSession(<AboutYouPage />);
    expect(await screen.findByText(/^Your profile is complete\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
