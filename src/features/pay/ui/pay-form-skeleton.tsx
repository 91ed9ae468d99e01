import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';

/** Where the payment form will be, while its code or the saved cards load. */
export function PayFormSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the payment form…`}>
      <Skeleton width="100%" height="2.5rem" shape="rect" />
      <Skeleton width="12rem" />
      <Skeleton width="10rem" height="2.5rem" shape="rect" />
    </SkeletonGroup>
  );
}
