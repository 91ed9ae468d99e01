import preview from '#.storybook/preview';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { VerifyEmailForm } from './verify-email-form';

const meta = preview.meta({ title: 'Features/VerifyEmailForm', component: VerifyEmailForm, args: { code: 'K3Y9Q2X' } });

const answer = (response: HttpResponseResolver) => http.post('*/api/verify/email', response);
const verifyButton = 'Verify e-mail address';

export const Empty = meta.story({ args: { code: undefined } });

export const PrefilledFromLink = meta.story({});

export const Invalid = meta.story({
  args: { code: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: verifyButton }));
    await expect(await canvas.findByText('Enter the code from the e-mail.')).toBeVisible();
  },
});

export const Submitting = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: verifyButton }));
    await waitFor(() => expect(canvas.getByRole('button', { name: verifyButton })).toHaveAttribute('aria-busy', 'true'));
  },
});

export const WrongCode = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 422, slug: 'invalid_verification_code', message: 'Verification failed. Try again.' }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: verifyButton }));
    await expect(await canvas.findByText('Verification failed. Try again.')).toBeVisible();
  },
});

export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: verifyButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
});

export const Verified = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ data: { id: 1, role: 'renter', name: 'Sara', firstName: 'Sara', email: 'sara@example.com', country: 'SE', currency: 'sek', isIdVerified: true, mustAcceptNewTerms: false, subscriptions: { newsletter: false } } })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: verifyButton }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your e-mail address is verified.');
  },
});
