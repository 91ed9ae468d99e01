import { useLingui } from '@lingui/react/macro';
import { useDelayedFlag } from '../utils/use-delayed-flag';
import * as styles from './progress-bar.css';

/** Navigations quicker than this show no bar at all. */
const ROUTE_LOADING_DELAY_MS = 200;

export interface RouteLoadingBarProps {
  /** Whether a route transition is in progress. */
  active: boolean;
}

/**
 * A thin indeterminate bar across the top of the page while a route loads. Plain elements, not
 * Radix's Progress: a bar without a value is a role and a label, and the primitive cost every
 * page's start-up chunk about 0.6 KB gzip (issue #26 spent that on focus and announcements).
 */
export function RouteLoadingBar({ active }: RouteLoadingBarProps) {
  const { t } = useLingui();
  const visible = useDelayedFlag(active, ROUTE_LOADING_DELAY_MS);
  if (!visible) return null;
  const label = t`Loading…`;
  // A labelled region: the bar sits outside the page's landmarks, and all content belongs in one.
  return (
    <section aria-label={label}>
      <div role="progressbar" className={styles.routeBar} aria-label={label}>
        <div className={styles.routeIndicator} />
      </div>
    </section>
  );
}
