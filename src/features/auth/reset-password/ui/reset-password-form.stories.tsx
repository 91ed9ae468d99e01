import preview from '#.storybook/preview';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ResetPasswordForm } from './reset-password-form';

const meta = preview.meta({ title: 'Features/ResetPassword/ResetPasswordForm', component: ResetPasswordForm, args: { code: 'ABC1234' } });

type Canvas = { getByLabelText: (text: string) => HTMLElement; getByRole: (role: string, options: { name: string }) => HTMLElement };
type UserEvent = { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> };

const submit = async (canvas: Canvas, userEvent: UserEvent, password = 'Camper2026', confirmation = password) => {
  await userEvent.type(canvas.getByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Repeat the new password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
};

const answer = (response: HttpResponseResolver) => http.post('*/api/auth/reset-password', response);

export const Empty = meta.story({});

export const WithoutCodeInLink = meta.story({ args: { code: undefined } });

export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent, 'camper', 'camper2');
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();
  },
});

export const Mismatch = meta.story({
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent, 'Camper2026', 'Camper2027');
    await expect(await canvas.findByText('The passwords do not match.')).toBeVisible();
  },
});

export const Submitting = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save new password' })).toHaveAttribute('aria-busy', 'true'));
  },
});

export const LinkNoLongerValid = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 422, slug: 'invalid_reset_code', message: 'No longer valid' }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This reset link is no longer valid.');
  },
});

export const PasswordNotAccepted = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 422, slug: 'new_password_not_accepted', message: 'Not accepted' }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByText(/The new password was not accepted\./)).toBeVisible();
  },
});

export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
});

export const Saved = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been changed.');
  },
});
