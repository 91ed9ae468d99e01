import preview from '#.storybook/preview';
import { expect, fn } from 'storybook/test';
import { LocaleProvider } from '@/shared/i18n';
import { OwnerCampaignBanner } from './owner-campaign-banner';
import { RenterCampaignBanner } from './renter-campaign-banner';

const meta = preview.meta({
  title: 'Widgets/CampaignBanner',
  component: RenterCampaignBanner,
  args: { onClose: fn() },
  // Bottom-of-viewport card, as in the default layout's floating slot.
  parameters: { layout: 'centered' },
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

export const RenterCampaignOnSmallScreens = meta.story({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
});
