import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { signedInAs, userOf } from '@/shared/test';
import { ImpersonationBanner } from './impersonation-banner';

const admin = signedInAs('admin');
const renter = userOf('renter', { name: 'Sara Lindqvist', email: 'renter@sandbox.test', id: 1 });

async function renderBanner(restored: 'impersonating' | 'admin') {
  const stopImpersonating = vi.fn(async () => admin);
  const { session: actor } = await renderWithSession(<ImpersonationBanner />, {
    ...(restored === 'impersonating' ? { as: renter, impersonatedBy: admin.user.id } : { as: 'admin' }),
    stopImpersonating,
  });
  return { actor, stopImpersonating };
}

describe('ImpersonationBanner (002 §2.13)', () => {
  it('says whose account the admin is in, and logs out of it back to the admin', async () => {
    const { actor, stopImpersonating } = await renderBanner('impersonating');
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('Logged in as Sara Lindqvist (renter@sandbox.test, ID 1)');

    await userEvent.click(screen.getByRole('button', { name: 'Log out and return to admin' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument());
    expect(stopImpersonating).toHaveBeenCalled();
    expect(actor.getSnapshot().context.session?.user.role).toBe('admin');
  });

  it('shows nothing when nobody is impersonated', async () => {
    const { actor } = await renderBanner('admin');
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
