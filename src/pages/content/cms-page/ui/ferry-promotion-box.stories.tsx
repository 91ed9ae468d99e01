import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { LocaleProvider } from '@/shared/i18n';
import { FerryPromotionBox } from './ferry-promotion-box';

/** The ferry partner's promotion (002 §9) on its partner page, in each of its three states. */
const meta = preview.meta({ title: 'Pages/Content/FerryPromotionBox', component: FerryPromotionBox });

export const Redeemable = meta.story({
  args: { today: '2025-05-31' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('complementary', { name: '5% off your ferry crossing' });
    await expect(box).toHaveTextContent('Book your crossing with Ferrycenter by 31/05/2025 and get 5% off. The offer is valid for crossings until 31/12/2025.');
    await expect(canvas.queryByText('Expired')).toBeNull();
  },
});

export const CrossingsStillValid = meta.story({
  args: { today: '2025-06-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveTextContent('This offer could be booked until 31/05/2025. Crossings booked with it are valid until 31/12/2025.');
    await expect(canvas.queryByText('Expired')).toBeNull();
  },
});

export const Expired = meta.story({
  args: { today: '2026-01-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('complementary')).toHaveTextContent('This offer ended on 31/05/2025. Crossings booked with it were valid until 31/12/2025.');
  },
});

export const ExpiredInSwissGerman = meta.story({
  globals: { locale: 'de-CH' },
  render: () => (
    <LocaleProvider locale="de-CH" site="swiss">
      <FerryPromotionBox today="2026-01-01" />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    // The percentage and the dates as the locale writes them (002 §5: dd.MM.yyyy).
    await expect(canvas.getByRole('complementary', { name: /^5\s?% Rabatt auf Ihre Fährüberfahrt$/u })).toHaveTextContent('Dieses Angebot endete am 31.05.2025.');
    await expect(canvas.getByText('Abgelaufen')).toBeVisible();
  },
});
