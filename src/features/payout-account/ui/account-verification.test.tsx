import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { AccountVerification } from './account-verification';

const api = setupApiServer();
const OWNER = userOf('owner', { stripeAccountVerificationStatus: 'unverified', hasBankAccount: true });

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{pathname + search}</output>;
}

const render = (route: string) =>
  renderWithSession(
    <>
      <AccountVerification />
      <CurrentUrl />
    </>,
    { as: OWNER, route },
  );

describe('AccountVerification (001 §7, 000 §7)', () => {
  it('asks for the status once on return from the provider and takes the marker out of the address', async () => {
    const calls = api.answer('post', '*/api/me/update-stripe-account-verification-status', () => HttpResponse.json({ data: { ...OWNER, stripeAccountVerificationStatus: 'verified' } }));
    await render('/economy/economy-settings?stripe=return');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'URL', hidden: true })).toHaveTextContent(/^\/economy\/economy-settings$/));
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Update your details' })).toBeInTheDocument();
  });

  it('says when the status could not be checked and tries again', async () => {
    let fail = true;
    api.answer('post', '*/api/me/update-stripe-account-verification-status', () =>
      fail ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 }) : HttpResponse.json({ data: { ...OWNER, stripeAccountVerificationStatus: 'requires_information' } }),
    );
    await render('/economy/economy-settings?stripe=return');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification status could not be checked. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('More information needed')).toBeInTheDocument();
  });

  it('says an expired link must be opened again, and shows the status it has', async () => {
    await render('/economy/economy-settings?stripe=refresh');
    expect(screen.getByText('The verification link had expired. Open it again to continue.')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify with the payment provider' })).toBeInTheDocument();
  });
});
