import preview from '#.storybook/preview';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { DeleteAccount } from './delete-account';

const meta = preview.meta({
  title: 'Features/DeleteAccount',
  component: DeleteAccount,
  decorators: [withTestSession],
});

const answer = (response: HttpResponseResolver) => http.delete('*/api/me', response);

type Canvas = { getByRole: (role: string, options: { name: string }) => HTMLElement };
type UserEvent = { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> };

/** The dialog is portalled out of the story's canvas. */
const openAndConfirm = async (canvas: Canvas, userEvent: UserEvent, password: string) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
  const dialog = within(await screen.findByRole('dialog'));
  if (password) await userEvent.type(dialog.getByLabelText('Your password'), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
  return dialog;
};

export const Renter = meta.story({});

export const OwnerWithVehiclesNotice = meta.story({ parameters: { session: { as: 'owner' } } });

export const Confirming = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
});

export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAndConfirm(canvas, userEvent, '');
    // The dialog may still be fading in when the error arrives.
    await waitFor(() => expect(dialog.getByText('Enter your password.')).toBeVisible());
    await expect(dialog.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Submitting = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAndConfirm(canvas, userEvent, 'Sandbox2026');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete my account' })).toHaveAttribute('aria-busy', 'true'));
  },
});

export const WrongPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 422, slug: 'invalid_password', message: 'Invalid password. Try again.' }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAndConfirm(canvas, userEvent, 'Wrong2026');
    await waitFor(() => expect(dialog.getByText('Invalid password. Try again.')).toBeVisible());
  },
});

export const ActiveBookings = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 409, slug: 'active_bookings_exist', message: 'Active bookings' }, { status: 409 })));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAndConfirm(canvas, userEvent, 'Sandbox2026');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('active bookings');
  },
});

export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAndConfirm(canvas, userEvent, 'Sandbox2026');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Your account could not be deleted.');
  },
});

export const Deleted = meta.story({
  beforeEach({ msw }) {
    msw.use(answer(() => new HttpResponse(null, { status: 204 })), http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvas, userEvent }) => {
    await openAndConfirm(canvas, userEvent, 'Sandbox2026');
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(notifications).toHaveTextContent('Your account has been deleted.'));
  },
});
