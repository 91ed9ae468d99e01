import { Trans, useLingui } from '@lingui/react/macro';
import { EARNINGS_CLAIM, OWNER_CAMPAIGN } from '@/entities/owner-lead';
import { PriceCalculator } from '@/features/owner-leads/estimate-earnings';
import { CallBackForm } from '@/features/owner-leads/request-call-back';
import { EBookOffer } from '@/features/owner-leads/request-e-book';
import { useLocale, useLocaleInfo, useSite } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { ButtonLink } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import { EarningsEstimateTable } from './earnings-estimate-table';
import * as css from './rent-out-page.css';

/** 002 §2.13: the owner campaign runs in the German and Austrian markets (its banner shows there alone). */
const CAMPAIGN_LOCALES: readonly string[] = ['de', 'de-AT'];

/**
 * The rent-out landing page (000 §2 rent-out and price calculator, §9 earnings claim and owner
 * campaign): what an owner can earn, the calculator, the call-back request and the way into the
 * vehicle editor. Public and the same for every visitor, so rendered on the server; the forms
 * come alive when the page is hydrated.
 */
export function RentOutPage() {
  const { t } = useLingui();
  const site = useSite();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const claim = EARNINGS_CLAIM[site];
  const weekly = formatMoney(claim.amount, claim.currency, intl, { trimWholeAmounts: true });
  const { serviceFeePercent: percent, vehicles, months } = OWNER_CAMPAIGN;
  const listVehicle = isAvailable('edit-vehicles') ? hrefTo('edit-vehicles') : undefined;

  return (
    <>
      <title>{t`Rent out your motorhome, campervan or caravan | Campershare`}</title>
      <meta name="description" content={t`Earn up to ${weekly} a week renting out your motorhome, campervan or caravan. Calculate your earnings and list your vehicle for free.`} />
      <section className={css.hero} aria-labelledby="rent-out-title">
        <Container className={css.heroInner}>
          <Heading level={1} id="rent-out-title">
            <Trans>Rent out your motorhome, campervan or caravan</Trans>
          </Heading>
          <Text size="lg" className={css.claim}>
            <Trans>Earn up to {weekly} a week.</Trans>
          </Text>
          <Text>
            <Trans>Renters are insured for every trip, you choose who rents and when, and we pay out after each booking.</Trans>
          </Text>
          <div className={css.actions}>
            <ButtonLink to="#calculator">
              <Trans>Calculate your earnings</Trans>
            </ButtonLink>
            {listVehicle && (
              <ButtonLink to={listVehicle} variant="secondary">
                <Trans>List your vehicle</Trans>
              </ButtonLink>
            )}
          </div>
        </Container>
      </section>
      <Container className={css.sections}>
        {CAMPAIGN_LOCALES.includes(locale) && (
          <section aria-labelledby="rent-out-campaign" className={css.campaign}>
            <Heading level={2} id="rent-out-campaign">
              <Trans>Only {percent}% service fee for a whole year</Trans>
            </Heading>
            <Text>
              <Trans>For the first {vehicles} vehicles listed: you pay a service fee of {percent}% on your bookings for {months} months.</Trans>
            </Text>
          </section>
        )}
        <section aria-labelledby="rent-out-steps">
          <Heading level={2} id="rent-out-steps">
            <Trans>How renting out works</Trans>
          </Heading>
          <ol className={css.steps}>
            <li>
              <Text weight="semibold">
                <Trans>List your vehicle</Trans>
              </Text>
              <Text>
                <Trans>Add photos, equipment, prices and the dates it is free. Listing is free.</Trans>
              </Text>
            </li>
            <li>
              <Text weight="semibold">
                <Trans>Accept bookings</Trans>
              </Text>
              <Text>
                <Trans>Renters send requests or book at once; you hand over the keys at check-in.</Trans>
              </Text>
            </li>
            <li>
              <Text weight="semibold">
                <Trans>Get paid</Trans>
              </Text>
              <Text>
                <Trans>The rent is paid out to your bank account after each trip, less the service fee.</Trans>
              </Text>
            </li>
          </ol>
        </section>
        <section id="calculator" aria-labelledby="rent-out-calculator" className={css.panel}>
          <Heading level={2} id="rent-out-calculator">
            <Trans>What could your vehicle earn?</Trans>
          </Heading>
          <Text>
            <Trans>Enter its registration number: we compare it with similar vehicles rented out through Campershare.</Trans>
          </Text>
          <PriceCalculator>{(calculation) => <EarningsEstimateTable calculation={calculation} />}</PriceCalculator>
        </section>
        <section aria-labelledby="rent-out-call-back" className={css.panel}>
          <Heading level={2} id="rent-out-call-back">
            <Trans>Would you like us to call you?</Trans>
          </Heading>
          <Text>
            <Trans>Leave your number and we call you back on the day you choose: Monday to Friday 9:00–11:30, Monday and Friday also 13:30–16:00.</Trans>
          </Text>
          <CallBackForm />
        </section>
        <section aria-labelledby="rent-out-e-book" className={css.panel}>
          <Heading level={2} id="rent-out-e-book">
            <Trans>Free e-book for new owners</Trans>
          </Heading>
          <Text>
            <Trans>Everything about renting out your camper in one guide: prices, insurance, handovers and reviews.</Trans>
          </Text>
          <EBookOffer className={css.offer} />
        </section>
      </Container>
    </>
  );
}
