import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTRY_CONFIG } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { ButtonLink } from '@/shared/ui/link';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './home-page.css';

// Earnings claim of the rent-out hero (spec 000 §9): up to EUR 1100 or CHF 1090 per week.
const WEEKLY_EARNINGS_EUR = 110000;
const WEEKLY_EARNINGS_CHF = 109000;

/** The home page below the fold: how it works, safety, renting out, the countries. */
export default function HomeSections() {
  const { t } = useLingui();
  const info = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const earnings =
    info.country === 'CH'
      ? formatMoney(WEEKLY_EARNINGS_CHF, 'chf', info.intl, { trimWholeAmounts: true })
      : formatMoney(WEEKLY_EARNINGS_EUR, 'eur', info.intl, { trimWholeAmounts: true });
  const supportPhone = COUNTRY_CONFIG[info.country].supportPhone;

  const countries = [
    t`Sweden`,
    t`Norway`,
    t`Finland`,
    t`Denmark`,
    t`Germany`,
    t`Austria`,
    t`Switzerland and Liechtenstein`,
  ];

  return (
    <>
      <Container className={css.section}>
        <section aria-labelledby="home-how-title">
          <div className={css.gap.xl}>
            <Heading level={2} id="home-how-title">
              <Trans>How it works</Trans>
            </Heading>
            <ol className={css.grid}>
              <li>
                <Card>
                  <div className={css.gap.md}>
                    <span className={css.stepNumber} aria-hidden="true">1</span>
                    <Heading level={3}>
                      <Trans>Find your camper</Trans>
                    </Heading>
                    <Text>
                      <Trans>Filter by dates, sleeping places, pets and equipment, and compare prices for your trip.</Trans>
                    </Text>
                  </div>
                </Card>
              </li>
              <li>
                <Card>
                  <div className={css.gap.md}>
                    <span className={css.stepNumber} aria-hidden="true">2</span>
                    <Heading level={3}>
                      <Trans>Book and pay securely</Trans>
                    </Heading>
                    <Text>
                      <Trans>Send a request or book instantly. Pay a first part now and the rest 30 days before you leave.</Trans>
                    </Text>
                  </div>
                </Card>
              </li>
              <li>
                <Card>
                  <div className={css.gap.md}>
                    <span className={css.stepNumber} aria-hidden="true">3</span>
                    <Heading level={3}>
                      <Trans>Hit the road</Trans>
                    </Heading>
                    <Text>
                      <Trans>Check in with the owner on the first day, enjoy the trip and check out together when you return.</Trans>
                    </Text>
                  </div>
                </Card>
              </li>
            </ol>
          </div>
        </section>
      </Container>

      <Container className={css.section}>
        <section aria-labelledby="home-why-title">
          <div className={css.gap.xl}>
            <Heading level={2} id="home-why-title">
              <Trans>Travel with peace of mind</Trans>
            </Heading>
            <ul className={css.grid}>
              <li>
                <Card>
                  <div className={css.gap.sm}>
                    <Heading level={3}>
                      <Trans>Insured trips</Trans>
                    </Heading>
                    <Text>
                      <Trans>Eligible vehicles are covered by our insurance partners from the moment the booking starts.</Trans>
                    </Text>
                  </div>
                </Card>
              </li>
              <li>
                <Card>
                  <div className={css.gap.sm}>
                    <Heading level={3}>
                      <Trans>Verified members</Trans>
                    </Heading>
                    <Text>
                      <Trans>Owners and renters verify their identity before they meet, and reviews follow every trip.</Trans>
                    </Text>
                  </div>
                </Card>
              </li>
              <li>
                <Card>
                  <div className={css.gap.sm}>
                    <Heading level={3}>
                      <Trans>Help when you need it</Trans>
                    </Heading>
                    <Text>
                      <Trans>Our support team answers on {supportPhone} on weekdays, and by e-mail every day.</Trans>
                    </Text>
                  </div>
                </Card>
              </li>
            </ul>
          </div>
        </section>
      </Container>

      <Container className={css.section}>
        <section className={css.ownerBlock} aria-labelledby="home-owner-title">
          <Heading level={2} id="home-owner-title" className={css.onBrand}>
            <Trans>Own a motorhome or caravan?</Trans>
          </Heading>
          <Text size="lg" className={css.onBrand}>
            <Trans>Rent it out when you are not using it and earn up to {earnings} per week.</Trans>
          </Text>
          {isAvailable('rent-out') && (
            <div>
              <ButtonLink to={hrefTo('rent-out')} variant="secondary">
                <Trans>Rent out your vehicle</Trans>
              </ButtonLink>
            </div>
          )}
        </section>
      </Container>

      <Container className={css.section}>
        <section aria-labelledby="home-countries-title">
          <div className={css.gap.lg}>
            <Heading level={2} id="home-countries-title">
              <Trans>Where you can travel</Trans>
            </Heading>
            <ul className={css.countryList}>
              {countries.map((name) => (
                <li key={name} className={css.countryChip}>
                  {name}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </Container>
    </>
  );
}
