import { Trans, useLingui } from '@lingui/react/macro';
import { giftVoucherOrderHref, giftVouchersIn } from '@/entities/offer';
import { COUNTRY_CONFIG } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Card } from '@/shared/ui/card';
import { Heading } from '@/shared/ui/heading';
import { ExternalLink } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './content-page.css';

/**
 * The gift vouchers (002 §9) in the site's currency. The API sells none (endpoints.txt has no
 * purchase), so each card orders its voucher from support by e-mail instead of a checkout.
 */
export function GiftVoucherCards() {
  const { t } = useLingui();
  const { intl, country } = useLocaleInfo();
  const { currency, supportEmail } = COUNTRY_CONFIG[country];

  return (
    <section className={css.section} aria-labelledby="gift-vouchers">
      <Heading level={2} size="md" id="gift-vouchers">
        <Trans>Choose a gift card</Trans>
      </Heading>
      <Text>
        <Trans>Gift cards are ordered from our support team by e-mail. Pick a value and we will reply with how to pay and receive it.</Trans>
      </Text>
      <ul className={css.vouchers}>
        {giftVouchersIn(currency).map((voucher) => {
          const value = formatMoney(voucher.amount, voucher.currency, intl, { trimWholeAmounts: true });
          return (
            <Card as="li" key={voucher.amount} className={css.voucher}>
              <span className={css.voucherValue}>{value}</span>
              <ExternalLink href={giftVoucherOrderHref(supportEmail, t`Gift card order: ${value}`)} newTab={false}>
                <Trans>Order a {value} gift card</Trans>
              </ExternalLink>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
