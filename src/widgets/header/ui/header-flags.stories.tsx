import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { Header } from './header';

/** The pages a renter's main menu links to exist, as in the app. */
const ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['all', 'bookings', 'messages', 'magazine', 'getting-started']);

/** The header of a signed-in renter with the renterAccess flag on and off (002 §6; the toolbar's "Flags" does the same for any story). */
const meta = preview.meta({
  title: 'Widgets/Header/Feature flags',
  component: Header,
  decorators: [
    withTestSession,
    (Story) => (
      <RouteAvailabilityProvider routes={ROUTES}>
        <Story />
      </RouteAvailabilityProvider>
    ),
  ],
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
    await expect(await menu.findByRole('link', { name: /^Rent$/ })).toBeVisible();
    await expect(menu.queryByRole('link', { name: /^Bookings/ })).toBeNull();
  },
});
