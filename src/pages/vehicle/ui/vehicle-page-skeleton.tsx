import { useLingui } from '@lingui/react/macro';
import { Container } from '@/shared/ui/container';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import * as css from './vehicle-page.css';

/** The page's shape while the vehicle loads. */
export function VehiclePageSkeleton() {
  const { t } = useLingui();
  return (
    <Container>
      <SkeletonGroup label={t`Loading the vehicle…`} className={css.page}>
        <Skeleton shape="text" width="50%" height="2rem" />
        <Skeleton shape="text" width="30%" />
        <div className={css.layout}>
          <div style={{ display: 'grid', gap: '1rem' }}>
            <Skeleton shape="rect" height="22rem" />
            <Skeleton shape="text" width="90%" />
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" width="85%" />
          </div>
          <Skeleton shape="rect" height="26rem" />
        </div>
      </SkeletonGroup>
    </Container>
  );
}
