import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '@/entities/session';
import { Container } from '@/shared/ui/container';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import * as css from './vehicle-editor-page.css';

// The editor (its machine, steps and forms) loads right after the route: the route's start-up JS stays within 180 KB.
const VehicleEditor = lazy(() => import('@/features/owner-vehicles/edit-vehicle').then((m) => ({ default: m.VehicleEditor })));

/** `/publish-vehicle` (a new listing) and `/edit-vehicle/{id}/{step}`: one page for every step. */
export function VehicleEditorPage({ routeName }: { routeName: string }) {
  const { t } = useLingui();
  const { id } = useParams();
  const { user } = useSession();
  const vehicleId = routeName === 'publish-vehicle' || id === undefined ? null : Number(id);
  return (
    <Container className={css.page}>
      <Suspense
        fallback={
          <SkeletonGroup label={t`Loading the editor`}>
            <Skeleton shape="rect" height="2.5rem" />
            <Skeleton shape="rect" height="16rem" />
          </SkeletonGroup>
        }
      >
        {/* A new listing and each vehicle get an editor of their own. */}
        <VehicleEditor key={vehicleId ?? 'new'} vehicleId={vehicleId} routeName={routeName} ownerId={user?.id ?? 0} />
      </Suspense>
    </Container>
  );
}
