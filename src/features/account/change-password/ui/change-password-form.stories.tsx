import preview from '#.storybook/preview';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { ChangePasswordForm } from './change-password-form';

const meta = preview.meta({
  title: 'Features/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [withTestSession],
});

type Canvas = { getByLabelText: (text: string) => HTMLElement; getByRole: (role: string, options: { name: string }) => HTMLElement };
type UserEvent = { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> };

const fill = async (canvas: Canvas, userEvent: UserEvent, current: string, next: string, confirmation = next) => {
  await userEvent.type(canvas.getByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Repeat the new password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};
const answer = (response: HttpResponseResolver) => http.post('*/api/me/update-password', response);

export const Empty = meta.story({});

export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, 'Sandbox2026', 'camper', 'campers');
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();
  },
});

export const Submitting = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, 'Sandbox2026', 'Camper2026');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-busy', 'true'));
  },
});

export const WrongCurrentPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 422, slug: 'invalid_current_password', message: 'Wrong' }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, 'Wrong2026', 'Camper2026');
    await expect(await canvas.findByText('The current password is wrong.')).toBeVisible();
  },
});

export const NewPasswordNotAccepted = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 422, slug: 'new_password_not_accepted', message: 'No' }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, 'Sandbox2026', 'Sandbox2026');
    await expect(await canvas.findByText(/The new password was not accepted\./)).toBeVisible();
  },
});

export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, 'Sandbox2026', 'Camper2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your password could not be changed.');
  },
});

export const Changed = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, 'Sandbox2026', 'Camper2026');
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(notifications).toHaveTextContent('Your password has been changed.'));
  },
});
