import { sessionMachine, type Restored } from '@machines/session';
import { signedInAs } from '@machines/session/session.fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SessionProvider, type SessionActor } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '@/shared/test';
import { ImpersonateForm } from './impersonate-form';

const admin = signedInAs('admin');
const renter = signedInAs('renter');

function renderForm(impersonate: (userId: number) => Promise<typeof renter>) {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise<Restored | null>(async () => ({ session: admin })),
      impersonate: fromPromise(({ input }) => impersonate(input.userId)),
    },
  });
  const actor = createActor(machine).start() as unknown as SessionActor;
  const onStarted = vi.fn();
  renderWithProviders(
    <SessionProvider actor={actor}>
      <ImpersonateForm onStarted={onStarted} />
    </SessionProvider>,
  );
  return { actor, onStarted };
}

const userId = () => screen.getByLabelText('User ID');
const apply = () => screen.getByRole('button', { name: 'Apply' });

describe('ImpersonateForm (login as user)', () => {
  it('asks for a whole-number user ID next to the field', async () => {
    const impersonate = vi.fn();
    renderForm(impersonate);
    await userEvent.click(apply());
    expect(userId()).toHaveAccessibleDescription('Enter the ID of the user to log in as.');
    await userEvent.type(userId(), 'renter@sandbox.test');
    await userEvent.click(apply());
    expect(userId()).toHaveAccessibleDescription('A user ID is a whole number, such as 42.');
    expect(impersonate).not.toHaveBeenCalled();
  });

  it('acts as the user on Apply', async () => {
    const impersonate = vi.fn(async () => renter);
    const { actor, onStarted } = renderForm(impersonate);
    await userEvent.type(userId(), '1');
    await userEvent.click(apply());
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(impersonate).toHaveBeenCalledWith(1);
    expect(actor.getSnapshot().matches('impersonating')).toBe(true);
  });

  it('says when no user has the ID, keeping it in the field', async () => {
    renderForm(() => Promise.reject(new ApiError(404, 'model_not_found', 'No such user.')));
    await userEvent.type(userId(), '999');
    await userEvent.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('No user has this ID. Check the number and try again.');
    expect(userId()).toHaveValue('999');
  });

  it('says an admin cannot be impersonated', async () => {
    renderForm(() => Promise.reject(new ApiError(403, 'impersonation_failed', 'Administrators cannot be impersonated.')));
    await userEvent.type(userId(), '8');
    await userEvent.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot log in as this user. Administrators cannot be impersonated.');
  });
});
