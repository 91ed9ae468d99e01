import preview from '#.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { RequestResetForm } from './request-reset-form';

const meta = preview.meta({ title: 'Features/ResetPassword/RequestResetForm', component: RequestResetForm });

type Canvas = { getByRole: (role: string, options: { name: string }) => HTMLElement };
type UserEvent = { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> };

const send = async (canvas: Canvas, userEvent: UserEvent, email = 'sara@example.com') => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
};

export const Empty = meta.story({});

export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await send(canvas, userEvent, 'sara.example.com');
    await expect(await canvas.findByText('Enter a valid e-mail address.')).toBeVisible();
  },
});

export const Submitting = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/create-password-reset', () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await send(canvas, userEvent);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('aria-busy', 'true'));
  },
});

export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/create-password-reset', () => HttpResponse.json({ status: 429, slug: 'too_many_attempts', message: 'Slow down' }, { status: 429 })));
  },
  play: async ({ canvas, userEvent }) => {
    await send(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts');
  },
});

export const Sent = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/create-password-reset', () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvas, userEvent }) => {
    await send(canvas, userEvent);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Check your inbox.');
  },
});
