import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { DAMAGE_FILES_MAX, DAMAGE_IMAGE_TYPES, damageImageTypeLabel, type DamageImageType } from '@/entities/vehicle';
import { DOCUMENT_UPLOAD_RULES, IMAGE_UPLOAD_RULES, checkUpload, type UploadRules } from '@/shared/api';
import { downscaleImage } from '@/shared/lib/downscale-image';
import { Button } from '@/shared/ui/button';
import { NativeSelect } from '@/shared/ui/select';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useUploadFailureMessage } from '@/shared/ui/upload';
import type { DamageFiles, DamagePhoto } from '../api/damage-requests';
import * as css from './damages.css';

/** A damage is judged on a screen: a long edge of 1600 px keeps a scratch visible and the upload light. */
const PHOTO_MAX_EDGE = 1600;

interface DamageFilesFieldProps {
  files: DamageFiles;
  onPhotos: (photos: DamagePhoto[]) => void;
  onDocuments: (documents: File[]) => void;
  disabled: boolean;
}

/** A hidden file input opened by a button, so the control reads as the action it is. */
function FilePicker({ label, rules, multiple, disabled, onFiles }: { label: string; rules: UploadRules; multiple: boolean; disabled: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={rules.types.join(',')}
        aria-label={label}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}

/**
 * The photos to add, each with its type (000 §3: overview or close-up), and the documentation
 * (a quote, an invoice: JPG or PDF). Photos are scaled down in the browser and every file is
 * checked against the upload rules before it is listed; they are sent when the damage is saved.
 */
export function DamageFilesField({ files, onPhotos, onDocuments, disabled }: DamageFilesFieldProps) {
  const { t, i18n } = useLingui();
  const failureText = useUploadFailureMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const typeItems = DAMAGE_IMAGE_TYPES.map((type) => ({ value: type, label: damageImageTypeLabel(i18n, type) }));

  const addPhotos = async (chosen: File[]) => {
    setProblem(null);
    const added: DamagePhoto[] = [];
    for (const original of chosen.slice(0, DAMAGE_FILES_MAX - files.photos.length)) {
      const file = await downscaleImage(original, { maxEdge: PHOTO_MAX_EDGE }).catch(() => original);
      const refused = checkUpload(file, IMAGE_UPLOAD_RULES);
      if (refused) setProblem(failureText(refused));
      else added.push({ file, type: files.photos.length + added.length === 0 ? 'overview' : 'closeup' });
    }
    onPhotos([...files.photos, ...added]);
  };
  const addDocuments = (chosen: File[]) => {
    setProblem(null);
    const accepted = chosen.filter((file) => {
      const refused = checkUpload(file, DOCUMENT_UPLOAD_RULES);
      if (refused) setProblem(failureText(refused));
      return !refused;
    });
    onDocuments([...files.documents, ...accepted].slice(0, DAMAGE_FILES_MAX));
  };

  return (
    <Stack gap="sm">
      <Text weight="semibold">{t`Photos and documentation`}</Text>
      {files.photos.length > 0 && (
        <ul className={css.list} aria-label={t`Photos to add`}>
          {files.photos.map((photo, index) => (
            <li key={`${photo.file.name}-${index}`} className={css.chosen}>
              <Text className={css.fileName}>{photo.file.name}</Text>
              <NativeSelect
                aria-label={t`Type of photo ${index + 1}`}
                items={typeItems}
                value={photo.type}
                onValueChange={(value) => onPhotos(files.photos.map((p, i) => (i === index ? { ...p, type: value as DamageImageType } : p)))}
              />
              <Button type="button" size="sm" variant="secondary" disabled={disabled} onClick={() => onPhotos(files.photos.filter((_, i) => i !== index))}>
                {t`Remove`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {files.documents.length > 0 && (
        <ul className={css.list} aria-label={t`Documentation to add`}>
          {files.documents.map((document, index) => (
            <li key={`${document.name}-${index}`} className={css.chosen}>
              <Text className={css.fileName}>{document.name}</Text>
              <Button type="button" size="sm" variant="secondary" disabled={disabled} onClick={() => onDocuments(files.documents.filter((_, i) => i !== index))}>
                {t`Remove`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={css.actions}>
        <FilePicker label={t`Add photos`} rules={IMAGE_UPLOAD_RULES} multiple disabled={disabled} onFiles={(chosen) => void addPhotos(chosen)} />
        <FilePicker label={t`Add documentation`} rules={DOCUMENT_UPLOAD_RULES} multiple disabled={disabled} onFiles={addDocuments} />
      </div>
      <p aria-live="polite">{problem}</p>
      <Text tone="muted" size="sm">{t`Photos and documents are sent when you save; until then they stay on this device.`}</Text>
    </Stack>
  );
}
