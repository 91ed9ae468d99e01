import { sessionMachine, type Restored } from '@machines/session';
import { signedInAs } from '@/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SessionProvider, type SessionActor } from '@/entities/session';
import { renderWithProviders } from '@/shared/test';
import { ImpersonationBanner } from './impersonation-banner';

const admin = signedInAs('admin');
const renter = signedInAs('renter', { name: 'Sara Lindqvist', email: 'renter@sandbox.test', id: 1 });

function renderBanner(restored: 'impersonating' | 'admin') {
  const stopImpersonating = vi.fn(async () => admin);
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise<Restored | null>(async () =>
        restored === 'impersonating' ? { session: renter, impersonation: { adminId: admin.user.id } } : { session: admin },
      ),
      stopImpersonating: fromPromise(stopImpersonating),
    },
  });
  const actor = createActor(machine).start() as unknown as SessionActor;
  renderWithProviders(
    <SessionProvider actor={actor}>
      <ImpersonationBanner />
    </SessionProvider>,
  );
  return { actor, stopImpersonating };
}

describe('ImpersonationBanner (002 §2.13)', () => {
  it('says whose account the admin is in, and logs out of it back to the admin', async () => {
    const { actor, stopImpersonating } = renderBanner('impersonating');
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('Logged in as Sara Lindqvist (renter@sandbox.test, ID 1)');

    await userEvent.click(screen.getByRole('button', { name: 'Log out and return to admin' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument());
    expect(stopImpersonating).toHaveBeenCalled();
    expect(actor.getSnapshot().context.session?.user.role).toBe('admin');
  });

  it('shows nothing when nobody is impersonated', async () => {
    const { actor } = renderBanner('admin');
    await waitFor(() => expect(actor.getSnapshot().matches('authenticated')).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
