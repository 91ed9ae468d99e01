import { Trans, useLingui } from '@lingui/react/macro';
import type { HandoverEvent, HandoverView } from '@machines/handover';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { handoverBlockerLabel, HANDOVER_MAX_HOURS } from '@/entities/booking';
import { useLocaleInfo } from '@/shared/i18n';
import type { Currency } from '@/shared/config';
import { formatMoney } from '@/shared/lib/money';
import { numberFormat } from '@/shared/lib/intl';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Heading } from '@/shared/ui/heading';
import { Skeleton } from '@/shared/ui/skeleton';
import { ButtonLink, Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import type { BookingImage } from '../api/handover-requests';
import { ExtraCostsToApprove, OwnerExtraCosts, type ExtraChargeModal } from './checkout-extra-costs';
import { HandoverForm } from './handover-form';
import { HandoverPhotos, type HandoverPhotoActions, type PhotoQueueView } from './handover-photos';
import * as css from './handover.css';

/** The vehicle's damage list with the complete-damage modal (of the damages feature), for the damages step. */
export type DamageListSlot = ComponentType<{ vehicleId: number; bookingId: number; currency: string; level: 3 }>;

export interface HandoverLinks {
  booking: string;
  verifyId: string;
}

interface HandoverScreenProps {
  view: HandoverView;
  send: (event: HandoverEvent) => void;
  photos: readonly BookingImage[];
  photoActions: HandoverPhotoActions;
  /** The owner's photos not yet uploaded. */
  queue?: PhotoQueueView;
  links: HandoverLinks;
  /** The other party's first name. */
  otherParty: string;
  /** The booking's currency, of the extra costs at check-out. */
  currency: string;
  /** The extra-charge modal of check-out's extra-costs step. */
  ExtraChargeModal: ExtraChargeModal;
  /** The damages step's list; without it (stories of other steps) the step is left out. */
  DamageList?: DamageListSlot;
  vehicleId?: number;
}

/**
 * The damages step (001 §2): the vehicle's recorded damages, checked together at the vehicle, and
 * any new one documented in the complete-damage modal, recorded on this booking.
 */
function DamagesStep({ DamageList, vehicleId, bookingId, currency }: { DamageList: DamageListSlot; vehicleId: number; bookingId: number; currency: string }) {
  const { t } = useLingui();
  return (
    <section className={css.section} aria-labelledby="handover-damages">
      <Heading level={2} id="handover-damages">
        {t`Damages`}
      </Heading>
      <Text tone="muted">{t`Check the recorded damages together with the renter, and document any new one with photos.`}</Text>
      <Suspense fallback={<Skeleton shape="rect" height="6rem" />}>
        <DamageList vehicleId={vehicleId} bookingId={bookingId} currency={currency} level={3} />
      </Suspense>
    </section>
  );
}

/** The main action, kept in reach at the bottom of a phone's screen. */
function Actions({ children }: { children: ReactNode }) {
  return <div className={css.actions}>{children}</div>;
}

function Failure({ view }: { view: HandoverView }) {
  const { t } = useLingui();
  if (!view.failure) return null;
  const message =
    view.failure.slug === 'checkin_not_allowed' || view.failure.slug === 'checkout_not_allowed' || view.failure.slug === 'booking_action_not_allowed'
      ? t`This is not possible now: the booking has changed. Reload the page to see it as it is now.`
      : view.failure.slug === 'mileage_below_checkin'
        ? t`The mileage cannot be below the check-in mileage.`
        : t`It could not be sent. Nothing you entered is lost: check the connection and try again.`;
  return (
    <Callout tone="danger" role="alert">
      <Text>{message}</Text>
    </Callout>
  );
}

/** The steps and the time it takes, said before the owner starts (001 §2, §9). */
function Intro({ view }: { view: HandoverView }) {
  const { t } = useLingui();
  const hours = HANDOVER_MAX_HOURS;
  const checkin = view.booking.phase === 'checkin';
  return (
    <section className={css.section} aria-labelledby="handover-intro">
      <Heading level={2} id="handover-intro">
        {t`How it works`}
      </Heading>
      <Text>{checkin ? t`A check-in takes up to ${hours} hours. Do it together with the renter, at the vehicle.` : t`A check-out takes up to ${hours} hours. Do it together with the renter, at the vehicle.`}</Text>
      <ol className={css.steps}>
        <li>{t`Take photos of the vehicle.`}</li>
        <li>{t`Write down the mileage and the fuel level.`}</li>
        {checkin && <li>{t`Check the renter's driving licence.`}</li>}
        {checkin && view.booking.cashDeposit && <li>{t`Receive the deposit in cash.`}</li>}
        <li>{view.booking.cashDeposit && checkin ? t`Send it: the check-in is complete.` : t`Send it to the renter, who approves it on their phone.`}</li>
      </ol>
    </section>
  );
}

export function HandoverScreen({ view, send, photos, photoActions, queue, links, otherParty, currency, ExtraChargeModal, DamageList, vehicleId }: HandoverScreenProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const checkin = view.booking.phase === 'checkin';
  const hours = HANDOVER_MAX_HOURS;
  const backToBooking = (
    <Link to={links.booking}>
      <Trans>Back to the booking</Trans>
    </Link>
  );

  switch (view.state) {
    case 'routing':
    case 'blocked':
      return (
        <div className={css.screen}>
          <Callout tone="info">
            <Text weight="semibold">{checkin ? t`The check-in cannot start yet` : t`The check-out cannot start yet`}</Text>
            <ul className={css.steps}>
              {view.blockers.map((blocker) => (
                <li key={blocker}>{handoverBlockerLabel(i18n, blocker)}</li>
              ))}
            </ul>
          </Callout>
          {view.role === 'renter' && view.blockers.includes('id_not_verified') && <ButtonLink to={links.verifyId}>{t`Verify your ID`}</ButtonLink>}
          {view.role === 'renter' && view.blockers.includes('not_paid_in_full') && <ButtonLink to={links.booking}>{t`Pay on the booking`}</ButtonLink>}
          {backToBooking}
        </div>
      );
    case 'intro':
      return (
        <div className={css.screen}>
          <Intro view={view} />
          <Actions>
            <Button size="lg" className={css.mainAction} onClick={() => send({ type: 'START' })}>
              {checkin ? t`Start the check-in` : t`Start the check-out`}
            </Button>
          </Actions>
        </div>
      );
    case 'documenting':
    case 'waitingForPhotos':
    case 'finalizing':
      return (
        <form
          className={css.screen}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Text tone="muted">{t`What you enter is kept on this device until it is sent, also without a connection.`}</Text>
          <HandoverPhotos phase={view.booking.phase} photos={photos} actions={photoActions} editable={!view.busy} {...(queue ? { queue } : {})} />
          {DamageList && vehicleId !== undefined && <DamagesStep DamageList={DamageList} vehicleId={vehicleId} bookingId={view.booking.id} currency={currency} />}
          <HandoverForm view={view} onEdit={(patch) => send({ type: 'EDIT', patch })} />
          {!checkin && (
            <OwnerExtraCosts
              view={view}
              currency={currency}
              Modal={ExtraChargeModal}
              onCharge={(charge) => send({ type: 'ADD_CHARGE', charge })}
              onRemove={(index) => send({ type: 'REMOVE_CHARGE', index })}
            />
          )}
          <Failure view={view} />
          {Object.keys(view.errors).length > 0 && (
            <Text role="alert" tone="danger">
              {t`Some answers are missing. See the fields marked above.`}
            </Text>
          )}
          <Actions>
            {view.state === 'waitingForPhotos' && (
              <Text role="status">{view.photosWaiting === 1 ? t`It is sent as soon as the last photo is uploaded.` : t`It is sent as soon as the ${view.photosWaiting} photos are uploaded.`}</Text>
            )}
            <Button type="submit" size="lg" className={css.mainAction} loading={view.state === 'finalizing' || view.state === 'waitingForPhotos'}>
              {checkin && view.booking.cashDeposit ? t`Complete the check-in` : t`Send to ${otherParty} for approval`}
            </Button>
          </Actions>
        </form>
      );
    case 'awaitingRenter':
      return (
        <div className={css.screen}>
          <Callout tone="success">
            <Text>{checkin ? t`The check-in was sent. ${otherParty} approves it on their phone; this page updates when they do.` : t`The check-out was sent. ${otherParty} approves it on their phone; this page updates when they do.`}</Text>
          </Callout>
          {backToBooking}
        </div>
      );
    case 'awaitingOwner':
      return (
        <div className={css.screen}>
          <Text>
            {checkin
              ? t`${otherParty} documents the vehicle with you at the handover; it takes up to ${hours} hours. You approve the check-in here when they have sent it; this page updates by itself.`
              : t`${otherParty} documents the vehicle with you when you return it; it takes up to ${hours} hours. You approve the check-out here when they have sent it; this page updates by itself.`}
          </Text>
          {backToBooking}
        </div>
      );
    case 'reviewing':
    case 'approving':
    case 'requestingUpdate': {
      const documented = view.booking.documented;
      const fuel = documented ? Math.round(documented.fuelLevel * 8) : 0;
      const mileage = documented ? numberFormat(intl).format(documented.mileage) : '';
      const confirmsRefund = !checkin && view.booking.cashDeposit;
      const withExtraCosts = view.extraCosts.charges.length > 0;
      return (
        <div className={css.screen}>
          <Text>{checkin ? t`${otherParty} has documented the vehicle. Check it with them, then approve the check-in or ask for a correction.` : t`${otherParty} has documented the returned vehicle. Check it with them, then approve the check-out or ask for a correction.`}</Text>
          {documented && (
            <dl className={css.facts}>
              <dt className={css.term}>{t`Mileage`}</dt>
              <dd className={css.detail}>{t`${mileage} km`}</dd>
              <dt className={css.term}>{t`Fuel level`}</dt>
              <dd className={css.detail}>{fuel === 8 ? t`Full` : fuel === 0 ? t`Empty` : `${fuel}/8`}</dd>
            </dl>
          )}
          {photos.length > 0 && <HandoverPhotos phase={view.booking.phase} photos={photos} actions={photoActions} editable={false} />}
          {view.booking.damages.length > 0 && (
            <section className={css.section} aria-labelledby="handover-review-damages">
              <Heading level={2} id="handover-review-damages">
                {t`Damages recorded`}
              </Heading>
              <ul className={css.damageList}>
                {view.booking.damages.map((damage) => (
                  <li key={damage.id}>
                    <Text weight="semibold">{damage.location}</Text>
                    <Text>{damage.description}</Text>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {view.booking.insuranceClaimIntent && (
            <Callout tone="info">
              <Text>{t`${otherParty} intends to file an insurance claim for damage from this trip.`}</Text>
            </Callout>
          )}
          {!checkin && <ExtraCostsToApprove view={view} currency={currency} />}
          <Failure view={view} />
          <Actions>
            <Button size="lg" className={css.mainAction} loading={view.state === 'approving'} disabled={view.busy} onClick={() => send({ type: 'APPROVE' })}>
              {confirmsRefund ? t`I got the deposit back` : checkin ? t`Approve the check-in` : withExtraCosts ? t`Approve the check-out and the extra costs` : t`Approve the check-out`}
            </Button>
            <Button size="lg" variant="secondary" className={css.mainAction} loading={view.state === 'requestingUpdate'} disabled={view.busy} onClick={() => send({ type: 'REQUEST_UPDATE' })}>
              {t`Ask for a correction`}
            </Button>
          </Actions>
        </div>
      );
    }
    case 'completed': {
      const extraCostsToPay = view.extraCosts.total > 0 ? formatMoney(view.extraCosts.total, currency as Currency, intl) : null;
      return (
        <div className={css.screen}>
          <Callout tone="success">
            <Text weight="semibold">{checkin ? t`The check-in is complete. Have a good trip!` : t`The check-out is complete. Thank you for the trip!`}</Text>
          </Callout>
          {!checkin && view.role === 'renter' && extraCostsToPay ? (
            <>
              <Text>{t`You approved extra costs of ${extraCostsToPay}. Pay them on the booking.`}</Text>
              <ButtonLink to={links.booking}>{t`Pay the extra costs`}</ButtonLink>
            </>
          ) : (
            <ButtonLink to={links.booking}>{t`Back to the booking`}</ButtonLink>
          )}
        </div>
      );
    }
  }
}
