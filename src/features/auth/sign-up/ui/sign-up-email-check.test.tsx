import type { RegisterInput } from '@/entities/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { api } from '@/shared/api';
import { setupSandboxServer } from '@/shared/test-server';
import { signedInAs } from '@/shared/test';
import type { SignUpInput } from '../model/sign-up-schema';
import { SignUpForm } from './sign-up-form';

// The sandbox answers `POST /auth/check-email` with its seeded accounts.
const { server } = setupSandboxServer();
beforeAll(async () => {
  // The store seeds on its first call (seconds on a busy machine): before the tests, not inside their waits.
  await api.POST('/auth/check-email', { body: { email: 'renter@sandbox.test' } });
}, 60_000);

const OWNER_REFUSED = 'This e-mail address belongs to an owner account and cannot be used to sign up as a renter.';
const ALREADY_REGISTERED = 'This e-mail address is already registered. Log in instead, or use another address.';
const newRenter = signedInAs('renter', { email: 'new.renter@example.com' });

async function renderForm(register: (input: RegisterInput) => Promise<typeof newRenter>, defaultValues: Partial<SignUpInput> = { country: 'SE' }) {
  await renderWithSession(<SignUpForm onSignedIn={vi.fn()} termsHref="/user-terms" defaultValues={defaultValues} />, { as: null, register });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
}

const email = () => screen.getByLabelText('E-mail');

async function fillAllBut(address: string) {
  await userEvent.type(screen.getByLabelText('First name'), 'Åsa');
  await userEvent.type(screen.getByLabelText('Last name'), 'Berg');
  await userEvent.type(email(), address);
  await userEvent.type(screen.getByLabelText('Password'), 'Sandbox2026');
  await userEvent.type(screen.getByLabelText('Repeat password'), 'Sandbox2026');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the user terms' }));
}

describe('the e-mail at sign-up is checked before the form is sent (002 §2.8, POST /auth/check-email)', () => {
  it("says by the field that an owner's e-mail cannot sign up as a renter, and does not send the form", async () => {
    const register = vi.fn();
    await renderForm(register);
    await userEvent.type(email(), 'owner@sandbox.test');
    await userEvent.tab();
    // The first check loads its call's code (slow on a busy machine).
    await waitFor(() => expect(email()).toHaveAccessibleDescription(OWNER_REFUSED), { timeout: 10_000 });

    // Another role changes what the address allows; another address clears the refusal.
    await userEvent.click(screen.getByRole('radio', { name: 'Rent out my vehicle' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription(ALREADY_REGISTERED));
    await userEvent.click(screen.getByRole('radio', { name: 'Rent a vehicle' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription(OWNER_REFUSED));
    await userEvent.type(email(), 'x');
    expect(email()).not.toHaveAccessibleDescription(OWNER_REFUSED);

    await userEvent.clear(email());
    await fillAllBut('owner@sandbox.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription(OWNER_REFUSED));
    expect(register).not.toHaveBeenCalled();
    expect(email()).toHaveValue('owner@sandbox.test');
  });

  it('lets a free address through and signs up', async () => {
    const register = vi.fn(async () => newRenter);
    await renderForm(register);
    await fillAllBut('new.renter@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ email: 'new.renter@example.com', role: 'renter' })));
    expect(email()).toHaveAccessibleDescription('');
  });

  it('holds nothing up when the check fails: the form is sent and the sign-up answers for itself', async () => {
    server.use(http.post('*/api/auth/check-email', () => HttpResponse.json({ status: 503, slug: 'server_error', message: 'Down' }, { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = vi.fn(async () => newRenter);
    await renderForm(register);
    await fillAllBut('owner@sandbox.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith('The e-mail could not be checked before the sign-up', expect.anything());
    warn.mockRestore();
  });
});
