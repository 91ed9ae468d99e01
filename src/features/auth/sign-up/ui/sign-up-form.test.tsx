import type { RegisterInput } from '@/entities/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { ApiError } from '@/shared/api';
import { signedInAs } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import type { SignUpInput } from '../model/sign-up-schema';
import { SignUpForm } from './sign-up-form';

// The check of the address before sending has its own tests (sign-up-email-check.test.tsx): here every address is free.
setupApiServer(http.post('*/api/auth/check-email', () => HttpResponse.json({ data: { exists: false, role: null, hasPassword: false } })));

const newRenter = signedInAs('renter', { email: 'asa@example.com' });

async function renderForm(
  register: (input: RegisterInput) => Promise<typeof newRenter>,
  props: { defaultValues?: Partial<SignUpInput>; onboardingId?: string } = {},
) {
  const onSignedIn = vi.fn();
  await renderWithSession(<SignUpForm onSignedIn={onSignedIn} termsHref="/user-terms" {...props} />, { as: null, register });
  return { onSignedIn };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillValid() {
  await userEvent.type(field('First name'), 'Åsa');
  await userEvent.type(field('Last name'), 'Berg');
  await userEvent.type(field('E-mail'), 'asa@example.com');
  await userEvent.type(field('Password'), 'Sandbox2026');
  await userEvent.type(field('Repeat password'), 'Sandbox2026');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the user terms' }));
}

describe('SignUpForm', () => {
  it('puts an error next to every field that is missing', async () => {
    const register = vi.fn();
    await renderForm(register);
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    expect(field('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(field('Last name')).toHaveAccessibleDescription('Enter your last name.');
    expect(field('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(field('Password')).toHaveAccessibleDescription(/Choose a password\.$/);
    expect(field('Country of residence')).toHaveAccessibleDescription('Choose your country of residence.');
    expect(screen.getByText('Accept the user terms to create your account.')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the password rule and the confirmation (002 §5)', async () => {
    await renderForm(vi.fn(), { defaultValues: { country: 'SE' } });
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(field('Password'), 'sandbox2026');
    await userEvent.click(submit());
    expect(field('Password')).toHaveAccessibleDescription(/Add an uppercase letter \(A–Z\)\.$/);

    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'Sandbox2026');
    await userEvent.type(field('Repeat password'), 'Sandbox2025');
    await userEvent.click(submit());
    expect(field('Repeat password')).toHaveAccessibleDescription('The passwords do not match.');
  });

  it('refuses a country of residence that is not supported', async () => {
    const register = vi.fn();
    await renderForm(register, { defaultValues: { country: 'FR' } });
    await waitFor(() => expect(submit()).toBeEnabled());
    await fillValid();
    await userEvent.click(submit());
    expect(field('Country of residence')).toHaveAccessibleDescription(/^Country of residence not supported\./);
    expect(register).not.toHaveBeenCalled();
  });

  it('asks a company for its name and registration number', async () => {
    await renderForm(vi.fn(), { defaultValues: { country: 'SE' } });
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am signing up for a company' }));
    await fillValid();
    await userEvent.click(submit());
    expect(field('Company name')).toHaveAccessibleDescription('Enter the company name.');
    expect(field('Company registration number')).toHaveAccessibleDescription('Enter the company registration number.');
  });

  it('signs up an owner with everything the API needs, continuing a social login', async () => {
    const register = vi.fn(async () => newRenter);
    const { onSignedIn } = await renderForm(register, { defaultValues: { country: 'SE' }, onboardingId: 'onb_1_google' });
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByText('Almost there: fill in your details to finish creating your account.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Rent out my vehicle' }));
    await fillValid();
    await userEvent.type(field('Campaign code (optional)'), 'OWNER10');
    await userEvent.click(submit());

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(newRenter.user));
    expect(register).toHaveBeenCalledWith({
      role: 'owner',
      firstName: 'Åsa',
      lastName: 'Berg',
      email: 'asa@example.com',
      password: 'Sandbox2026',
      country: 'SE',
      locale: 'en',
      isOrganization: false,
      campaignCode: 'OWNER10',
      acceptTerms: true,
      onboardingId: 'onb_1_google',
    });
  });

  it('shows an API refusal next to its field and keeps what was typed (002 §8)', async () => {
    const register = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'email_already_registered', 'This e-mail address is already registered.'))
      .mockRejectedValueOnce(new ApiError(422, 'invalid_campaign_code', 'The campaign code is not valid.'));
    await renderForm(register, { defaultValues: { country: 'SE' } });
    await waitFor(() => expect(submit()).toBeEnabled());
    await fillValid();
    await userEvent.type(field('Campaign code (optional)'), 'SPRING');
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your account was not created. Check the field marked below.');
    expect(field('E-mail')).toHaveAccessibleDescription('This e-mail address is already registered. Log in instead, or use another address.');
    expect(field('E-mail')).toHaveValue('asa@example.com');
    expect(field('First name')).toHaveValue('Åsa');
    expect(field('Password')).toHaveValue('Sandbox2026');

    await userEvent.click(submit());
    await waitFor(() =>
      expect(field('Campaign code (optional)')).toHaveAccessibleDescription('This campaign code is not valid. Check it, or leave the field empty.'),
    );
  });

  it('marks each field a validation_failed answer refuses, in the form\'s words, and focuses the first', async () => {
    const register = vi.fn().mockRejectedValueOnce(
      new ApiError(422, 'validation_failed', 'The given data was invalid.', { lastName: ['The last name may only hold letters.'], password: ['Too common.'] }),
    );
    await renderForm(register, { defaultValues: { country: 'SE' } });
    await waitFor(() => expect(submit()).toBeEnabled());
    await fillValid();
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your account was not created. Check the field marked below.');
    expect(field('Last name')).toHaveAccessibleDescription(/letters/);
    expect(field('Last name')).toHaveFocus();
    expect(field('Password')).toHaveAccessibleDescription(/This value was not accepted\.$/);
    expect(field('Password')).toHaveValue('Sandbox2026');
  });

  it('offers a retry when the failure is not about a field', async () => {
    const register = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(newRenter);
    const { onSignedIn } = await renderForm(register, { defaultValues: { country: 'SE' } });
    await waitFor(() => expect(submit()).toBeEnabled());
    await fillValid();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and your account was not created. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });
});
