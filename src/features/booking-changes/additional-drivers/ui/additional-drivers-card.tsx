import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { additionalDriverStatusLabel, DRIVER_REVIEW_WORKING_DAYS } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import type { AdditionalDriver } from '../api/driver-requests';
import type { DriverActions } from './driver-actions';
import { DriverDialog } from './driver-dialog';
import { DriverFailure } from './driver-failure';
import * as css from './additional-drivers.css';

export interface AdditionalDriversCardProps {
  bookingId: number;
  drivers: AdditionalDriver[];
  /** The renter, on a booking open, not active and not started (001 §4). */
  editable: boolean;
  /** The vehicle's minimum age (001 §5). */
  minimumAge: number;
  currency: string;
  actions: DriverActions;
  /** A driver was added, renamed, removed or got a photo: the page reads the booking and order again. */
  onChanged: () => void;
}

type Open = { kind: 'add' } | { kind: 'name' | 'photos'; driver: AdditionalDriver } | { kind: 'remove'; driver: AdditionalDriver } | null;

/** The additional drivers of a booking (001 §2, §3, §4): each with its review status, fee and licence photos. */
export function AdditionalDriversCard({ bookingId, drivers, editable, minimumAge, currency, actions, onChanged }: AdditionalDriversCardProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const days = DRIVER_REVIEW_WORKING_DAYS;
  return (
    <Stack as="section" gap="md" aria-labelledby="additional-drivers-heading">
      <Heading level={2} size="md" id="additional-drivers-heading">
        {t`Additional drivers`}
      </Heading>
      {editable && <Text size="sm">{t`Each additional driver must be at least ${minimumAge} years old and have held a driving licence for at least 3 years. The review takes ${days} working days.`}</Text>}
      {drivers.length > 0 ? (
        <ul className={css.list}>
          {drivers.map((driver) => {
            const fee = driver.price ? formatMoney(driver.price, currency as Currency, intl) : undefined;
            const photosMissing = driver.images.length < 2;
            const name = driver.name;
            return (
              <li key={driver.id} className={css.item}>
                <Text weight="semibold">{driver.name}</Text>
                <Text size="sm">
                  {additionalDriverStatusLabel(i18n, driver.status)}
                  {fee && ` · ${t`Fee ${fee}`}`}
                </Text>
                {driver.status === 'pending_verification' && photosMissing && <Text size="sm">{t`Add both sides of the driving licence to send it for review.`}</Text>}
                {driver.status === 'under_review' && <Text size="sm">{t`We are reviewing the driving licence. This takes ${days} working days.`}</Text>}
                {editable && (
                  <div className={css.buttons}>
                    {(driver.status === 'pending_verification' || driver.status === 'under_review') && (
                      <Button size="sm" variant={photosMissing ? 'primary' : 'secondary'} onClick={() => setOpen({ kind: 'photos', driver })}>
                        {photosMissing ? t`Add licence photos of ${name}` : t`Licence photos of ${name}`}
                      </Button>
                    )}
                    <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'name', driver })}>
                      {t`Change the name of ${name}`}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'remove', driver })}>
                      {t`Remove ${name}`}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Text size="sm">{t`No additional drivers.`}</Text>
      )}
      {editable && (
        <div>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
            {t`Add a driver`}
          </Button>
        </div>
      )}
      {open && open.kind !== 'remove' && (
        <DriverDialog
          bookingId={bookingId}
          driver={open.kind === 'add' ? undefined : open.driver}
          step={open.kind === 'photos' ? 'photos' : 'name'}
          actions={actions}
          onChanged={onChanged}
          onClose={close}
        />
      )}
      {open?.kind === 'remove' && <RemoveDriver driver={open.driver} actions={actions} onRemoved={onChanged} onClose={close} />}
    </Stack>
  );
}

function RemoveDriver({ driver, actions, onRemoved, onClose }: { driver: AdditionalDriver; actions: DriverActions; onRemoved: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const name = driver.name;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await actions.remove(driver.id);
      onRemoved();
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} closeable={!busy} title={t`Remove ${name} as a driver?`} description={t`A driver's fee not yet paid is dropped; a paid one is not refunded.`}>
      {failed && <DriverFailure onRetry={() => void remove()} />}
      <div className={css.buttons}>
        <Button variant="danger" loading={busy} onClick={() => void remove()}>
          {t`Remove the driver`}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t`Cancel`}
        </Button>
      </div>
    </Dialog>
  );
}
