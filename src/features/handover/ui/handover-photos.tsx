import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HandoverPhase } from '@/entities/booking';
import { IMAGE_UPLOAD_RULES, type UploadOptions } from '@/shared/api';
import { downscaleImage } from '@/shared/lib/downscale-image';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import { ImageUpload } from '@/shared/ui/upload';
import type { BookingImage } from '../api/handover-requests';
import * as css from './handover.css';

/** What the photos do with the API; the stories stub it. */
export interface HandoverPhotoActions {
  upload: (file: File, options: Omit<UploadOptions, 'rules'>) => Promise<unknown>;
  rotate: (imageId: number, direction: 'left' | 'right') => Promise<unknown>;
  remove: (imageId: number) => Promise<unknown>;
}

/** A vehicle's state is judged on a phone screen: a long edge of 1600 px keeps scratches visible and uploads light. */
const PHOTO_MAX_EDGE = 1600;

/** The photos of the vehicle taken at the handover: each uploads as it is taken, with rotate and remove. */
export function HandoverPhotos({ phase, photos, actions, editable }: { phase: HandoverPhase; photos: readonly BookingImage[]; actions: HandoverPhotoActions; editable: boolean }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (imageId: number, call: () => Promise<unknown>) => {
    setBusy(imageId);
    setFailed(false);
    try {
      await call();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={css.section} aria-labelledby="handover-photos">
      <Heading level={2} id="handover-photos">
        {t`Photos of the vehicle`}
      </Heading>
      {editable && <Text tone="muted">{phase === 'checkin' ? t`Photograph every side, the interior, the odometer and the fuel gauge, and any damage.` : t`Photograph the vehicle as it came back: every side, the interior, the odometer and the fuel gauge.`}</Text>}
      {photos.length > 0 && (
        <ul className={css.photos} aria-label={t`Photos taken`}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={css.photo}>
              <img className={css.thumbnail} src={photo.sizes.medium.url} alt={t`The vehicle at the handover, ${index + 1} of ${photos.length}`} />
              {editable && (
                <div className={css.photoButtons}>
                  <Button size="sm" variant="secondary" loading={busy === photo.id} disabled={busy !== null} onClick={() => void run(photo.id, () => actions.rotate(photo.id, 'right'))}>
                    {t`Rotate photo ${index + 1}`}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void run(photo.id, () => actions.remove(photo.id))}>
                    {t`Remove photo ${index + 1}`}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <Text role="alert" tone="danger" size="sm">
          {t`The photo could not be changed. Please try again.`}
        </Text>
      )}
      {editable && (
        <ImageUpload
          label={t`Add a photo`}
          rules={IMAGE_UPLOAD_RULES}
          image={null}
          capture="environment"
          prepare={(file) => downscaleImage(file, { maxEdge: PHOTO_MAX_EDGE })}
          send={(file, options) => actions.upload(file, options)}
        />
      )}
    </section>
  );
}
