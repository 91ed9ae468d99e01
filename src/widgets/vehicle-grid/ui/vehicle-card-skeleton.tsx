import { Skeleton } from '@/shared/ui/skeleton';
import * as css from './vehicle-card.css';

/** A card's place while the list loads; silent on its own, the list wraps its skeletons in one status. */
export function VehicleCardSkeleton() {
  return (
    <div className={css.card} aria-hidden="true">
      <div className={css.media} />
      <div className={css.skeletonBody}>
        <Skeleton width="40%" />
        <Skeleton width="75%" height="1.25rem" />
        <Skeleton width="50%" />
        <Skeleton width="35%" />
      </div>
    </div>
  );
}
