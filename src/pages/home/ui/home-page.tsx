import { lazy, Suspense, useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocaleInfo, withCatalogs } from '@/shared/i18n';
import { warmNumberFormat } from '@/shared/lib/intl';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { ButtonLink } from '@/shared/ui/link';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import { useNearViewport } from '@/shared/ui/utils';
import { HeroIllustration } from './hero-illustration';
import * as css from './home-page.css';

// Loaded after the first paint, outside the route's start-up JS (150 KB budget): the search box
// brings the place list and the date picker, the counters and popular vehicles their queries and
// the vehicle cards, and the sections below the fold their text.
const loadSearchBox = withCatalogs(['vehicles'], () => import('./home-search-box'));
const loadCounters = () => import('./platform-counters');
const loadSections = () => import('./home-sections');
const HomeSearchBox = lazy(loadSearchBox);
const PlatformCounters = lazy(loadCounters);
const PopularVehicles = lazy(withCatalogs(['vehicles'], () => import('./popular-vehicles')));
const HomeSections = lazy(loadSections);

/**
 * Asks for the parts the first render shows, for the route to call as soon as this module has
 * arrived: their requests start sooner, and asking (Vite adds a preload link per dependency) is
 * not part of that render. A failure is the lazy part's to show when it asks again.
 */
export function preloadHomeParts(): void {
  for (const load of [loadSearchBox, loadCounters, loadSections]) load().catch(() => undefined);
}

export function HomePage() {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const [popularRef, popularNear] = useNearViewport<HTMLElement>('300px');
  const { intl } = useLocaleInfo();
  // The popular vehicles are rendered here, not on the server, and their prices are the page's
  // first numbers this browser formats: the formatter is made while their code and data are on
  // the way, in a task of its own, not inside the render of the cards.
  useEffect(() => {
    if (popularNear) warmNumberFormat(intl);
  }, [popularNear, intl]);

  return (
    <>
      <title>{t`Rent a motorhome, campervan or caravan | Campershare`}</title>
      <meta
        name="description"
        content={t`Rent motorhomes, campervans and caravans from private owners in the Nordics, Germany, Austria and Switzerland. Insurance and roadside assistance included.`}
      />
      <section className={css.hero} aria-labelledby="home-hero-title">
        <HeroIllustration className={css.heroArt} />
        <Container className={css.heroInner}>
          <div className={css.heroCard}>
            <Heading level={1} id="home-hero-title">
              <Trans>Rent a motorhome, campervan or caravan from a local owner</Trans>
            </Heading>
            <Text size="lg">
              <Trans>
                Privately owned campers across Sweden, Norway, Finland, Denmark, Germany, Austria and Switzerland — with
                insurance and roadside assistance on every trip.
              </Trans>
            </Text>
            {isAvailable('search-motorhome') ? (
              // The slot keeps the search box's height, so nothing moves when it arrives.
              <div className={css.searchSlot}>
                <Suspense fallback={null}>
                  <HomeSearchBox />
                </Suspense>
              </div>
            ) : (
              isAvailable('all') && (
                <div>
                  <ButtonLink to={hrefTo('all')} size="lg">
                    <Trans>Find a camper</Trans>
                  </ButtonLink>
                </div>
              )
            )}
          </div>
        </Container>
      </section>

      <Container className={css.countersSection}>
        <section aria-label={t`The platform in numbers`}>
          <Suspense fallback={null}>
            <PlatformCounters />
          </Suspense>
        </section>
      </Container>

      <Container className={css.section}>
        <section ref={popularRef} aria-labelledby="home-popular-title">
          <div className={css.gap.xl}>
            <Heading level={2} id="home-popular-title">
              <Trans>Popular vehicles</Trans>
            </Heading>
            <div className={css.popularSlot}>
              {popularNear && (
                <Suspense fallback={null}>
                  <PopularVehicles />
                </Suspense>
              )}
            </div>
          </div>
        </section>
      </Container>

      {/* Below the fold: loaded right after the first paint, outside the route's start-up JS. */}
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
