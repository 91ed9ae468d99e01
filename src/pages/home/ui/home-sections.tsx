import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EARNINGS_CLAIM } from '@/entities/owner-lead';
import { COUNTRY_CONFIG } from '@/shared/config';
import { useLocaleInfo, useSite } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { ButtonLink } from '@/shared/ui/link';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './home-page.css';

/** One card of a home section's list: a step's number when the order matters, a heading, a sentence. */
function SectionCard({ step, title, children }: { step?: number; title: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Card>
        <div className={step === undefined ? css.gap.sm : css.gap.md}>
          {step !== undefined && (
            <span className={css.stepNumber} aria-hidden="true">
              {step}
            </span>
          )}
          <Heading level={3}>{title}</Heading>
          <Text>{children}</Text>
        </div>
      </Card>
    </li>
  );
}

/** The home page below the fold: how it works, safety, renting out, the countries. */
export default function HomeSections() {
  const { t } = useLingui();
  const info = useLocaleInfo();
  const claim = EARNINGS_CLAIM[useSite()];
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const earnings = formatMoney(claim.amount, claim.currency, info.intl, { trimWholeAmounts: true });
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
              <SectionCard step={1} title={<Trans>Find your camper</Trans>}>
                <Trans>Filter by dates, sleeping places, pets and equipment, and compare prices for your trip.</Trans>
              </SectionCard>
              <SectionCard step={2} title={<Trans>Book and pay securely</Trans>}>
                <Trans>Send a request or book instantly. Pay a first part now and the rest 30 days before you leave.</Trans>
              </SectionCard>
              <SectionCard step={3} title={<Trans>Hit the road</Trans>}>
                <Trans>Check in with the owner on the first day, enjoy the trip and check out together when you return.</Trans>
              </SectionCard>
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
              <SectionCard title={<Trans>Insured trips</Trans>}>
                <Trans>Eligible vehicles are covered by our insurance partners from the moment the booking starts.</Trans>
              </SectionCard>
              <SectionCard title={<Trans>Verified members</Trans>}>
                <Trans>Owners and renters verify their identity before they meet, and reviews follow every trip.</Trans>
              </SectionCard>
              <SectionCard title={<Trans>Help when you need it</Trans>}>
                <Trans>Our support team answers on {supportPhone} on weekdays, and by e-mail every day.</Trans>
              </SectionCard>
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
