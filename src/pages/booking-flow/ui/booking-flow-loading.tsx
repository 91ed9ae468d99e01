import { Container } from '@/shared/ui/container';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';

/** The step's frame while the flow (its machine, forms and catalogs) loads right after the route. */
export function BookingFlowLoading() {
  return (
    <Container>
      <SkeletonGroup>
        <Skeleton shape="text" width="16rem" />
        <Skeleton shape="text" width="24rem" />
      </SkeletonGroup>
    </Container>
  );
}
