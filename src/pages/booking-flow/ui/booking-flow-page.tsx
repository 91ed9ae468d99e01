import { Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_STEPS } from '@machines/booking-request';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSession } from '@/entities/session';
import { vehicleDetailQueries } from '@/entities/vehicle';
import { isApiError } from '@/shared/api';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import { BookingFlow } from './booking-flow';
import { BookingFlowLoading } from './booking-flow-loading';

/**
 * The booking flow's page (001 §2): one page for every step's URL, so the flow lives across them.
 * It waits for the vehicle and the restored session, tells "not found" from "could not load",
 * and runs the flow of this vehicle (a new vehicle starts its own).
 */
export function BookingFlowPage({ routeName }: { routeName: string }) {
  const { t } = useLingui();
  const { id } = useParams();
  const vehicleId = Number(id);
  const step = BOOKING_STEPS.stepOfRoute(routeName) ?? 'dates';
  const session = useSession();
  const hrefTo = useLocalizedHref();
  // Asked as a guest would: signing in inside the flow must not swap the vehicle (and the flow) out.
  const vehicle = useQuery(vehicleDetailQueries.detail(vehicleId, null));

  if (vehicle.isError) {
    const missing = isApiError(vehicle.error) && (vehicle.error.status === 404 || vehicle.error.slug === 'vehicle_not_found');
    return (
      <Container className={css.page}>
        <title>{t`Book | Campershare`}</title>
        <Stack gap="md">
          {/* One alert: the heading says what failed, the text what to do. */}
          <div role="alert">
            <Heading level={1}>{missing ? <Trans>The vehicle was not found</Trans> : <Trans>The vehicle could not be loaded</Trans>}</Heading>
            <Text>{missing ? t`It may have been removed by its owner.` : t`Check your connection and try again.`}</Text>
          </div>
          <div>
            {missing ? (
              <Link to={hrefTo('all')}>
                <Trans>See other vehicles</Trans>
              </Link>
            ) : (
              <Button onClick={() => void vehicle.refetch()} loading={vehicle.isFetching}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </div>
        </Stack>
      </Container>
    );
  }
  if (!vehicle.data || session.status === 'restoring') return <BookingFlowLoading />;
  return <BookingFlow key={vehicleId} vehicle={vehicle.data} step={step} />;
}
