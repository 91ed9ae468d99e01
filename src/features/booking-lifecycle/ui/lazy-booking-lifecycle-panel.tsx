import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import type { BookingLifecyclePanelProps } from './booking-lifecycle-panel';

// The machine, xstate, the actions and their dialogs load after the booking page's first render:
// the page shows its facts, progress and money without them and stays within its size budget.
const LoadedPanel = lazy(() => import('./booking-lifecycle-panel').then((module) => ({ default: module.BookingLifecyclePanel })));

/** `BookingLifecyclePanel`, loaded when first shown. */
export function BookingLifecyclePanel(props: BookingLifecyclePanelProps) {
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <LoadedPanel {...props} />
    </Suspense>
  );
}

/** Where the status and the actions will be, while their code loads. */
function PanelSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the booking's actions…`}>
      <Skeleton width="6rem" height="1.5rem" />
      <Skeleton width="100%" />
      <Skeleton width="10rem" height="2.5rem" shape="rect" />
    </SkeletonGroup>
  );
}
