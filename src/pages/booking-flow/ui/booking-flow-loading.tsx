import { Container } from '@/shared/ui/container';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';

/** The step's frame while the flow (its machine, forms and catalogs) or the vehicle loads. */
export function BookingFlowLoading() {
  return (
    <Container>
      <SkeletonGroup>
        <Skeleton shape="text" width="16rem" />
        <Skeleton shape="text" width="24rem" />
        <Skeleton shape="rect" height="12rem" />
      </SkeletonGroup>
    </Container>
  );
}
