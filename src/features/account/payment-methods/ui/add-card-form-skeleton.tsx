import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';

/** Where the card form will be, while its code and the gateway load. */
export function AddCardFormSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the card form…`}>
      <Skeleton width="100%" height="2.5rem" shape="rect" />
      <Skeleton width="10rem" height="2.5rem" shape="rect" />
    </SkeletonGroup>
  );
}
