import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { additionalDriverImageLabel, DRIVER_REVIEW_WORKING_DAYS } from '@/entities/booking';
import { IMAGE_UPLOAD_RULES } from '@/shared/api';
import { downscaleImage } from '@/shared/lib/downscale-image';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';
import { ImageUpload } from '@/shared/ui/upload';
import type { AdditionalDriver, LicenceSide } from '../api/driver-requests';
import { driverNameError, driverNameErrorLabel } from '../model/driver-name';
import { driverNameDraft } from '../model/name-draft-storage';
import type { DriverActions } from './driver-actions';
import { DriverFailure } from './driver-failure';
import * as css from './additional-drivers.css';

const SIDES: readonly LicenceSide[] = ['driving_license_front', 'driving_license_back'];
/** The reviewers read the licence at full size: its text must stay legible after downscaling. */
const LICENCE_MAX_EDGE = 2400;

export interface DriverDialogProps {
  bookingId: number;
  /** The driver whose name changes or whose photos are added; none to add a new one. */
  driver: AdditionalDriver | undefined;
  step: 'name' | 'photos';
  actions: DriverActions;
  /** The API answered with the driver as it now is (the page reads the booking again). */
  onChanged: (driver: AdditionalDriver) => void;
  onClose: () => void;
}

/** The additional-driver modal (001 §2): the name (002 §5), then both sides of the driving licence. */
export function DriverDialog({ bookingId, driver, step, actions, onChanged, onClose }: DriverDialogProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(driver);
  const [onStep, setStep] = useState(step);
  const changed = (updated: AdditionalDriver) => {
    setCurrent(updated);
    onChanged(updated);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={current && onStep === 'name' ? t`Change the driver's name` : t`Additional driver`}>
      {onStep === 'name' ? (
        <NameStep
          bookingId={bookingId}
          driver={current}
          actions={actions}
          onSaved={(saved) => {
            changed(saved);
            if (current) onClose();
            else setStep('photos');
          }}
          onCancel={onClose}
        />
      ) : (
        current && <PhotosStep driver={current} actions={actions} onChanged={changed} onDone={onClose} />
      )}
    </Dialog>
  );
}

function NameStep({ bookingId, driver, actions, onSaved, onCancel }: { bookingId: number; driver: AdditionalDriver | undefined; actions: DriverActions; onSaved: (driver: AdditionalDriver) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  // A new driver's name is kept for a reload; a name being changed starts from the saved one.
  const [name, setName] = useState(() => driver?.name ?? driverNameDraft.read(bookingId) ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!driver) driverNameDraft.write(bookingId, name);
  }, [bookingId, driver, name]);
  const error = driverNameError(name);

  const save = async () => {
    setTried(true);
    if (error) return;
    setBusy(true);
    setFailed(false);
    try {
      const saved = driver ? await actions.rename(driver.id, name.trim()) : await actions.add(name.trim());
      driverNameDraft.write(bookingId, undefined);
      onSaved(saved);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    driverNameDraft.write(bookingId, undefined);
    onCancel();
  };

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField label={t`Full name as on the driving licence`} error={tried && error ? driverNameErrorLabel(i18n, error) : undefined}>
        {(control) => <Input {...control} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} disabled={busy} />}
      </FormField>
      {failed && <DriverFailure onRetry={() => void save()} />}
      <div className={css.buttons}>
        <Button type="submit" loading={busy}>
          {driver ? t`Save the name` : t`Add the driver`}
        </Button>
        <Button type="button" variant="ghost" onClick={cancel} disabled={busy}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

function PhotosStep({ driver, actions, onChanged, onDone }: { driver: AdditionalDriver; actions: DriverActions; onChanged: (driver: AdditionalDriver) => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const name = driver.name;
  const days = DRIVER_REVIEW_WORKING_DAYS;
  return (
    <div className={css.form}>
      <Text>{t`Add both sides of ${name}'s driving licence. We review it within ${days} working days.`}</Text>
      <div className={css.photos}>
        {SIDES.map((side) => {
          const label = additionalDriverImageLabel(i18n, side);
          const image = driver.images.find((candidate) => candidate.type === side);
          return (
            <ImageUpload
              key={side}
              label={label}
              rules={IMAGE_UPLOAD_RULES}
              image={image ? { url: image.sizes.medium.url, alt: t`Photo: ${label}` } : null}
              capture="environment"
              prepare={(file) => downscaleImage(file, { maxEdge: LICENCE_MAX_EDGE })}
              send={(file, options) => actions.upload(driver.id, side, file, options)}
              onUploaded={onChanged}
              onRotate={async (direction) => onChanged(await actions.rotate(driver.id, side, direction))}
              onRemove={async () => onChanged(await actions.removePhoto(driver.id, side))}
            />
          );
        })}
      </div>
      <div className={css.buttons}>
        <Button type="button" onClick={onDone}>
          {t`Done`}
        </Button>
      </div>
    </div>
  );
}
