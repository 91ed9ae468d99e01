import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { Header } from './header';

/** The header of a signed-in renter with the renterAccess flag on and off (002 §6; the toolbar's "Flags" does the same for any story). */
const meta = preview.meta({
  title: 'Widgets/Header/Feature flags',
  component: Header,
  decorators: [withTestSession],
  parameters: { layout: 'fullscreen', session: { as: 'renter' } },
});

export const RenterAccessOn = meta.story({
  play: async ({ canvas }) => {
    const menu = within(await canvas.findByRole('navigation', { name: 'Main menu' }));
    await expect(await menu.findByRole('link', { name: /^Bookings/ })).toBeVisible();
  },
});

export const RenterAccessOff = meta.story({
  parameters: { flags: { renterAccess: false } },
  play: async ({ canvas }) => {
    const menu = within(await canvas.findByRole('navigation', { name: 'Main menu' }));
    await expect(await menu.findByRole('link', { name: 'Rent', exact: true })).toBeVisible();
    await expect(menu.queryByRole('link', { name: /^Bookings/ })).toBeNull();
  },
});
