import preview from '#.storybook/preview';
import { expect, fn } from 'storybook/test';
import { LocaleProvider } from '@/shared/i18n';
import { OwnerCampaignBanner } from './owner-campaign-banner';
import { RenterCampaignBanner } from './renter-campaign-banner';

const meta = preview.meta({
  title: 'Widgets/CampaignBanner',
  component: RenterCampaignBanner,
  args: { onClose: fn() },
  // A slim bar across the page under the header, as in the default layout.
  parameters: { layout: 'fullscreen' },
});

/** Index and all-vehicles pages, for guests and renters; links to the help article. */
export const RenterCampaign = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /Read the guide to renting/ })).toHaveAttribute('href', 'https://help.campershare.eu/en/articles/how-renting-works');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

/** Rent-out page in the de and at locales. */
export const OwnerCampaign = meta.story({
  render: (args) => (
    <LocaleProvider locale="de-AT" site="main">
      <OwnerCampaignBanner {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Only 10% service fee for a whole year' })).toHaveTextContent('first 100 vehicles');
  },
});

/** Before its 2000 ms: the bar holds its place, unseen and inert. */
export const HoldingItsPlace = meta.story({
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('aside');
    await expect(bar).toHaveAttribute('inert');
    await expect(bar?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
});

export const RenterCampaignOnSmallScreens = meta.story({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
});
