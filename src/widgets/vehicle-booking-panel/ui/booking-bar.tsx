import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import * as css from './booking-bar.css';

export interface BookingBarProps {
  /** The price line: "from … per night", or the total for the chosen dates. */
  price: ReactNode;
  /** Under the price: the nights and dates, when chosen. */
  detail?: ReactNode;
  /** `choose`: the dates are still to be picked; `book`: they are, and priced. */
  action: { kind: 'choose'; onChoose: () => void } | { kind: 'book'; label: ReactNode; onBook: () => void; disabled: boolean };
  /** While the booking panel itself is on screen the bar steps aside (no second Book button). */
  hidden: boolean;
}

/**
 * The vehicle page's bar along the bottom of a phone's screen (issue #23 point 5): the price and
 * the next step, whichever screen of the page the renter is on. Large screens have the panel
 * beside the content instead, and no bar.
 */
export function BookingBar({ price, detail, action, hidden }: BookingBarProps) {
  const { t } = useLingui();
  return (
    <section className={css.bar} aria-label={t`Price and booking`} data-hidden={hidden || undefined} inert={hidden}>
      <div className={css.price}>
        <span className={css.amount}>{price}</span>
        {detail && <span className={css.detail}>{detail}</span>}
      </div>
      {action.kind === 'choose' ? (
        <Button onClick={action.onChoose}>
          <Trans>Choose dates</Trans>
        </Button>
      ) : (
        <Button onClick={action.onBook} disabled={action.disabled}>
          {action.label}
        </Button>
      )}
    </section>
  );
}
