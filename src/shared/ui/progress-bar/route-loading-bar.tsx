import { useLingui } from '@lingui/react/macro';
import { Progress } from 'radix-ui';
import { useDelayedFlag } from '../utils/use-delayed-flag';
import * as styles from './progress-bar.css';

/** Navigations quicker than this show no bar at all. */
const ROUTE_LOADING_DELAY_MS = 200;

export interface RouteLoadingBarProps {
  /** Whether a route transition is in progress. */
  active: boolean;
}

/** A thin indeterminate bar across the top of the page while a route loads. */
export function RouteLoadingBar({ active }: RouteLoadingBarProps) {
  const { t } = useLingui();
  const visible = useDelayedFlag(active, ROUTE_LOADING_DELAY_MS);
  if (!visible) return null;
  const label = t`Loading…`;
  // A labelled region: the bar sits outside the page's landmarks, and all content belongs in one.
  return (
    <section aria-label={label}>
      <Progress.Root className={styles.routeBar} value={null} aria-label={label}>
        <Progress.Indicator className={styles.routeIndicator} />
      </Progress.Root>
    </section>
  );
}
