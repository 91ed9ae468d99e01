import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { signedInAs, userOf } from '@/shared/test';
import { ImpersonationBanner } from './impersonation-banner';

const renter = userOf('renter', { id: 1, name: 'Sara Lindqvist', email: 'renter@sandbox.test' });

const meta = preview.meta({
  title: 'Widgets/ImpersonationBanner',
  component: ImpersonationBanner,
  decorators: [withTestSession],
  parameters: { layout: 'fullscreen', session: { as: renter, impersonatedBy: 8, stopImpersonating: async () => signedInAs('admin') } },
});

/** An admin acting as renter@ (002 §2.13): error style, who, and the way back. */
export const ImpersonatingUser = meta.story({
  name: 'Impersonating',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Impersonation' })).toHaveTextContent('Logged in as Sara Lindqvist');
  },
});

/** The logout back to the admin account is under way. */
export const Stopping = meta.story({
  parameters: { session: { stopImpersonating: () => new Promise(() => undefined) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out and return to admin' }));
    await expect(canvas.getByRole('button', { name: 'Log out and return to admin' })).toHaveAttribute('aria-busy', 'true');
  },
});
