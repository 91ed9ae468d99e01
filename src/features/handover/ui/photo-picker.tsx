import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { checkUpload, IMAGE_UPLOAD_RULES } from '@/shared/api';
import { downscaleImage } from '@/shared/lib/downscale-image';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import { useUploadFailureMessage } from '@/shared/ui/upload';
import * as css from './handover.css';

/** A vehicle's state is judged on a phone screen: a long edge of 1600 px keeps scratches visible and uploads light. */
const PHOTO_MAX_EDGE = 1600;

/**
 * The phone's camera or its library (several at once): each photo is scaled down in the browser
 * and checked against the upload rules before it joins the queue.
 */
export function PhotoPicker({ onPhoto, disabled }: { onPhoto: (file: File) => Promise<void>; disabled: boolean }) {
  const { t } = useLingui();
  const failureText = useUploadFailureMessage();
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const take = async (files: FileList | null) => {
    setError(null);
    for (const chosen of Array.from(files ?? [])) {
      const file = await downscaleImage(chosen, { maxEdge: PHOTO_MAX_EDGE }).catch(() => chosen);
      const refused = checkUpload(file, IMAGE_UPLOAD_RULES);
      if (refused) setError(failureText(refused));
      else await onPhoto(file);
    }
  };
  const input = (ref: typeof camera, label: string, capture: boolean) => (
    <input
      ref={ref}
      type="file"
      accept={IMAGE_UPLOAD_RULES.types.join(',')}
      multiple={!capture}
      {...(capture ? { capture: 'environment' as const } : {})}
      hidden
      aria-label={label}
      onChange={(event) => {
        void take(event.currentTarget.files);
        event.currentTarget.value = '';
      }}
    />
  );
  return (
    <div role="group" aria-label={t`Add photos`} className={css.section}>
      <div className={css.photoButtons}>
        <Button type="button" size="lg" variant="secondary" disabled={disabled} onClick={() => camera.current?.click()}>
          {t`Take a photo`}
        </Button>
        <Button type="button" size="lg" variant="secondary" disabled={disabled} onClick={() => library.current?.click()}>
          {t`Choose photos`}
        </Button>
      </div>
      <p aria-live="polite" className={css.pickerError}>
        {error}
      </p>
      {input(camera, t`Take a photo`, true)}
      {input(library, t`Choose photos`, false)}
      <Text tone="muted" size="sm">{t`Photos are kept on this phone until they are uploaded, also without a connection.`}</Text>
    </div>
  );
}
