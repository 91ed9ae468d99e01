import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { LocaleProvider } from '@/shared/i18n';
import { GiftVoucherCards } from './gift-voucher-cards';

/** The gift vouchers (002 §9) in the site's currency, each ordered from support by e-mail (no purchase endpoint). */
const meta = preview.meta({ title: 'Pages/Content/GiftVoucherCards', component: GiftVoucherCards });

const values = (items: HTMLElement[]) => items.map((item) => item.firstElementChild?.textContent?.replace(/\s/gu, ' '));

export const InEuros = meta.story({
  play: async ({ canvas }) => {
    await expect(values(canvas.getAllByRole('listitem'))).toEqual(['EUR 50', 'EUR 100', 'EUR 250', 'EUR 500']);
    await expect(canvas.getByRole('link', { name: /^Order a EUR\s100 gift card$/u })).toHaveAttribute('href', 'mailto:support@campershare.eu?subject=Gift%20card%20order%3A%20EUR%C2%A0100');
  },
});

export const InSwissFrancs = meta.story({
  globals: { locale: 'fr-CH' },
  render: () => (
    <LocaleProvider locale="fr-CH" site="swiss">
      <GiftVoucherCards />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(values(canvas.getAllByRole('listitem'))).toEqual(['50 CHF', '100 CHF', '250 CHF', '500 CHF']);
  },
});
