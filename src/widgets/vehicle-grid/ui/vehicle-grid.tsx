import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchWithPopup } from '@/features/auth/auth-popup';
import { FavoriteButton } from '@/features/toggle-favorite';
import { displayCurrency, useSession } from '@/entities/session';
import { exchangeRatesQueryOptions } from '@/entities/site';
import { isPreloadedCardImage, type CardVehicle, type DateRange } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo, useSite } from '@/shared/i18n';
import type { ExchangeRates } from '@/shared/lib/money';
import { usePreferredCurrencyCookie } from '@/shared/lib/preferred-currency';
import { matchRoute, useLocalizedHref } from '@/shared/routing';
import { SkeletonGroup } from '@/shared/ui/skeleton';
import { media } from '@/shared/ui/theme';
import { useMediaQuery } from '@/shared/ui/utils';
import { DEFAULT_SKELETON_COUNT, opensInNewTab, type OpenInNewTab } from '../model/open-in-new-tab';
import { VehicleCard } from './vehicle-card';
import { VehicleCardSkeleton } from './vehicle-card-skeleton';
import * as css from './vehicle-grid.css';

export interface VehicleGridProps {
  vehicles: readonly CardVehicle[];
  /** Flexible-date search: the matched dates per vehicle id (the list answer's `matchedDates`). */
  matchedDates?: Readonly<Record<string, DateRange>> | undefined;
  /** Skeleton cards instead of the vehicles. */
  loading: boolean;
  /** How many skeleton cards; 8 by default. */
  skeletonCount?: number;
  /** `always` in search results, `large-screens` elsewhere (000 §2). */
  openInNewTab: OpenInNewTab;
  /** Level of each card's name heading; 3 by default (a page title, then the list's heading). */
  headingLevel?: 2 | 3 | 4;
  /** The list's accessible name, when the page has several lists. */
  label?: string;
  /** False for a list at the foot of a page, whose images must not compete with the page's own (its largest paint). */
  preloadImages?: boolean;
}

/**
 * A list of vehicle cards with their hearts (000 §2): skeletons while loading, the first 8 images
 * preloaded. Memoised, as is each card: the page above re-renders for every query that answers
 * (counts, brands, the session), and redrawing 24 cards each time blocked a phone for 20–60 ms.
 */
export const VehicleGrid = memo(function VehicleGrid({ vehicles, matchedDates, loading, skeletonCount = DEFAULT_SKELETON_COUNT, openInNewTab, headingLevel = 3, label, preloadImages = true }: VehicleGridProps) {
  const { user } = useSession();
  const cookie = usePreferredCurrencyCookie();
  const { country } = useLocaleInfo();
  const site = useSite();
  const currency = displayCurrency(user, cookie, country);
  const needsRates = vehicles.some((vehicle) => vehicle.currency !== currency);
  // The rates load with the skeletons, and cards in another currency wait for them: the cards then
  // render once, in the preferred currency, instead of a second time when the rates arrive. Without
  // rates (a failure) a card shows the vehicle's own currency.
  const rates = useQuery({ ...exchangeRatesQueryOptions(currency), enabled: loading || needsRates });
  // Deferred: the rates come in a store update, which React renders in one synchronous task; the
  // cards they release render in an interruptible pass instead.
  const exchangeRates = useDeferredValue(rates.data);
  const waitingForRates = needsRates && exchangeRates === undefined && !rates.isError;
  const isLargeScreen = useMediaQuery(media.large);
  const newTab = opensInNewTab(openInNewTab, isLargeScreen);
  const hrefTo = useLocalizedHref();
  const location = useLocation();
  const navigate = useNavigate();
  // The favourite record names the page the heart was clicked on (000 §3).
  const pageName = matchRoute(location.pathname, site)?.name ?? 'unknown';
  const openSignUp = useCallback(() => {
    void navigate({ pathname: location.pathname, search: searchWithPopup(new URLSearchParams(location.search), 'sign-up'), hash: location.hash });
  }, [location.hash, location.pathname, location.search, navigate]);

  if (loading || waitingForRates) {
    return (
      <SkeletonGroup>
        <ul className={css.grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={css.item.plain}>
              <VehicleCardSkeleton />
            </li>
          ))}
        </ul>
      </SkeletonGroup>
    );
  }

  return (
    <ul className={css.grid} aria-label={label}>
      {vehicles.map((vehicle, index) => (
        <VehicleGridItem
          key={vehicle.id}
          vehicle={vehicle}
          index={index}
          href={hrefTo('vehicle', { id: vehicle.id })}
          openInNewTab={newTab}
          currency={currency}
          exchangeRates={exchangeRates}
          matchedDates={matchedDates?.[String(vehicle.id)] ?? vehicle.matchedDates}
          showAdminLink={user?.role === 'admin'}
          headingLevel={headingLevel}
          pageName={pageName}
          onGuest={openSignUp}
          preload={preloadImages}
        />
      ))}
    </ul>
  );
});

interface VehicleGridItemProps {
  vehicle: CardVehicle;
  index: number;
  href: string;
  openInNewTab: boolean;
  currency: Currency;
  exchangeRates: ExchangeRates | undefined;
  matchedDates: DateRange | null | undefined;
  showAdminLink: boolean;
  headingLevel: 2 | 3 | 4;
  pageName: string;
  onGuest: () => void;
  preload: boolean;
}

const VehicleGridItem = memo(function VehicleGridItem({ vehicle, index, pageName, onGuest, preload, ...card }: VehicleGridItemProps) {
  return (
    <li className={card.matchedDates ? css.item.withDates : css.item.plain}>
      <VehicleCard
        vehicle={vehicle}
        {...card}
        preloadImage={preload && isPreloadedCardImage(index)}
        heart={(name) => <FavoriteButton assetId={vehicle.id} vehicleName={name} pageName={pageName} index={index} onGuest={onGuest} />}
      />
    </li>
  );
});
