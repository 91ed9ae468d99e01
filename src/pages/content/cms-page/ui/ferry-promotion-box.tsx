import { Trans, useLingui } from '@lingui/react/macro';
import { FERRY_PROMOTION, FERRY_PROMOTION_TIME_ZONE, ferryPromotionStatus } from '@/entities/offer';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { dateInZone, formatDate } from '@/shared/lib/dates';
import { numberFormat } from '@/shared/lib/intl';
import { Badge } from '@/shared/ui/badge';
import { Card } from '@/shared/ui/card';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './content-page.css';

/**
 * The ferry partner's promotion (002 §9) on its partner page: the app's, not the CMS's text, so
 * it says by itself when it can no longer be booked and when it is over. `today` for stories.
 */
export function FerryPromotionBox({ today }: { today?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const status = ferryPromotionStatus(today ?? dateInZone(new Date(), FERRY_PROMOTION_TIME_ZONE));
  const discount = numberFormat(useLocaleInfo().intl, { style: 'percent' }).format(FERRY_PROMOTION.discountPercent / 100);
  const redeemableUntil = formatDate(FERRY_PROMOTION.redeemableUntil, locale);
  const crossingsUntil = formatDate(FERRY_PROMOTION.crossingsUntil, locale);

  return (
    <Card as="aside" aria-labelledby="ferry-promotion" className={css.promotion}>
      <div className={css.promotionHead}>
        <Heading level={2} size="md" id="ferry-promotion">
          <Trans>{discount} off your ferry crossing</Trans>
        </Heading>
        {status === 'expired' && <Badge tone="neutral">{t`Expired`}</Badge>}
      </div>
      {status === 'redeemable' && (
        <Text>
          <Trans>
            Book your crossing with Ferrycenter by {redeemableUntil} and get {discount} off. The offer is valid for crossings until {crossingsUntil}.
          </Trans>
        </Text>
      )}
      {status === 'crossings-only' && (
        <Text>
          <Trans>
            This offer could be booked until {redeemableUntil}. Crossings booked with it are valid until {crossingsUntil}.
          </Trans>
        </Text>
      )}
      {status === 'expired' && (
        <Text>
          <Trans>
            This offer ended on {redeemableUntil}. Crossings booked with it were valid until {crossingsUntil}.
          </Trans>
        </Text>
      )}
    </Card>
  );
}
