import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HandoverPhase } from '@/entities/booking';
import type { UploadOptions } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import { useUploadFailureMessage } from '@/shared/ui/upload';
import type { BookingImage } from '../api/handover-requests';
import type { QueueItem } from '../model/use-photo-queue';
import * as css from './handover.css';
import { PhotoPicker } from './photo-picker';

/** What the photos do with the API; the stories stub it. */
export interface HandoverPhotoActions {
  upload: (file: File, options: Omit<UploadOptions, 'rules'>) => Promise<unknown>;
  rotate: (imageId: number, direction: 'left' | 'right') => Promise<unknown>;
  remove: (imageId: number) => Promise<unknown>;
}

/** The device's queue of photos not yet uploaded (the page owns it; the stories stub it). */
export interface PhotoQueueView {
  items: readonly QueueItem[];
  waiting: number;
  add: (file: File) => Promise<void>;
  dismiss: (id: string) => void;
}

/** The photos of the vehicle taken at the handover: each uploads as it is taken, with rotate and remove. */
export function HandoverPhotos({ phase, photos, actions, editable, queue }: { phase: HandoverPhase; photos: readonly BookingImage[]; actions: HandoverPhotoActions; editable: boolean; queue?: PhotoQueueView }) {
  const { t } = useLingui();
  const failureText = useUploadFailureMessage();
  const waiting = queue?.waiting ?? 0;
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
      {queue && queue.items.length > 0 && (
        <ul className={css.photos} aria-label={t`Photos waiting to upload`}>
          {queue.items.map((item, index) => (
            <li key={item.id} className={css.photo}>
              {item.preview && <img className={`${css.thumbnail} ${css.queued}`} src={item.preview} alt={t`Waiting to upload, ${index + 1} of ${queue.items.length}`} />}
              {item.status === 'refused' ? (
                <>
                  <Text role="alert" tone="danger" size="sm">
                    {item.failure ? failureText(item.failure) : t`The photo could not be uploaded.`}
                  </Text>
                  <Button type="button" size="sm" variant="ghost" onClick={() => queue.dismiss(item.id)}>
                    {t`Dismiss`}
                  </Button>
                </>
              ) : (
                <Text size="sm" tone="muted">
                  {item.status === 'uploading' && item.progress !== null ? t`Uploading… ${item.progress}%` : t`Waiting for a connection`}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && queue && (
        <>
          <Text role="status" weight="semibold">
            {waiting === 0 ? '' : waiting === 1 ? t`1 photo waits to upload.` : t`${waiting} photos wait to upload.`}
          </Text>
          <PhotoPicker onPhoto={queue.add} disabled={false} />
        </>
      )}
    </section>
  );
}
