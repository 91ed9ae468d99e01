import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { VehicleGrid } from '@/widgets/vehicle-grid';
import { useSession } from '@/entities/session';
import { favoriteQueries } from '@/entities/vehicle';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { ButtonLink } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './favorites-page.css';

function EmptyState() {
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  return (
    <div className={css.notice}>
      <Text>
        <Trans>You have no favourites yet. Tap the heart on a vehicle to save it here.</Trans>
      </Text>
      {/* The search page may not be built yet; without it there is nowhere to send the user. */}
      {isAvailable('search-motorhome') ? (
        <ButtonLink to={hrefTo('search-motorhome')}>
          <Trans>Find a vehicle</Trans>
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** The signed-in user's favourite vehicles (000 §2, §4; 002 §4.9), newest first. */
export function FavoritesPage() {
  const { t } = useLingui();
  const { user } = useSession();
  // The route's guard lets only signed-in users in; the session is settled by then.
  const favorites = useQuery({ ...favoriteQueries.list(user?.id ?? 0), enabled: user !== undefined });

  return (
    <PageContainer>
      <title>{t`Favourites | Campershare`}</title>
      <Heading level={1}>
        <Trans>Favourites</Trans>
      </Heading>
      {favorites.isError ? (
        <div role="alert" className={css.notice}>
          <Text>
            <Trans>Your favourites could not be loaded.</Trans>
          </Text>
          <Button variant="secondary" onClick={() => void favorites.refetch()} disabled={favorites.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : favorites.data?.length === 0 ? (
        <EmptyState />
      ) : (
        <VehicleGrid vehicles={favorites.data ?? []} loading={favorites.isPending} openInNewTab="large-screens" headingLevel={2} label={t`Your favourite vehicles`} />
      )}
    </PageContainer>
  );
}
