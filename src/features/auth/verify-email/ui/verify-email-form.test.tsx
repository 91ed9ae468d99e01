import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { signedInAs } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { VerifyEmailForm } from './verify-email-form';

const api = setupApiServer();

const renter = signedInAs('renter');
const answer = (respond: HttpResponseResolver) => api.answer('post', '*/api/verify/email', respond);

async function setup(code?: string) {
  const { session: actor } = await renderWithSession(<VerifyEmailForm code={code} />);
  return { actor, user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'Verification code' }), verify: screen.getByRole('button', { name: 'Verify e-mail address' }) };
}

describe('VerifyEmailForm', () => {
  it('fills in the code from the link and sends it only when asked', async () => {
    const bodies = answer(() => HttpResponse.json({ data: { ...renter.user, name: 'Verified' } }));
    const { actor, user, field, verify } = await setup('K3Y9Q2X');
    expect(field).toHaveValue('K3Y9Q2X');
    expect(bodies).toHaveLength(0);
    await user.click(verify);
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is verified.');
    expect(bodies[0]).toEqual({ code: 'K3Y9Q2X' });
    expect(actor.getSnapshot().context.session?.user.name).toBe('Verified');
  });

  it('asks for a code next to the field when none is given', async () => {
    const bodies = answer(() => HttpResponse.json({ data: renter.user }));
    const { user, field, verify } = await setup();
    await user.click(verify);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Enter the code from the e-mail\./));
    expect(bodies).toHaveLength(0);
  });

  it('says "Verification failed. Try again." for a wrong code, keeping it for correction', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'invalid_verification_code', message: 'Verification failed. Try again.' }, { status: 422 }));
    const { user, field, verify } = await setup('WRONG');
    await user.click(verify);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Verification failed\. Try again\./));
    expect(field).toHaveValue('WRONG');
  });

  it('puts a validation_failed answer about the code by the field', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'validation_failed', message: 'Invalid', errors: { code: ['The code must be 7 characters.'] } }, { status: 422 }));
    const { user, field, verify } = await setup('K3Y');
    await user.click(verify);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Verification failed\. Try again\./));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures and lets the user try again', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 }) : HttpResponse.json({ data: renter.user });
    });
    const { user, verify } = await setup('K3Y9Q2X');
    await user.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await user.click(verify);
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is verified.');
  });
});
