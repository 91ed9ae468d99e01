import { useLingui } from '@lingui/react/macro';
import { idVerificationImageLabel, type IdVerificationImageType, type IdVerificationRecord } from '@/entities/user';
import { IMAGE_UPLOAD_RULES } from '@/shared/api';
import { downscaleImage } from '@/shared/lib/downscale-image';
import { Text } from '@/shared/ui/text';
import { ImageUpload, type SendOptions } from '@/shared/ui/upload';
import * as css from './id-verification.css';

/** What a photo field does with the API; the stories stub it. */
export interface IdPhotoActions {
  upload: (id: number, type: IdVerificationImageType, file: File, options: SendOptions) => Promise<IdVerificationRecord>;
  rotate: (id: number, type: IdVerificationImageType, direction: 'left' | 'right') => Promise<IdVerificationRecord>;
  remove: (id: number, type: IdVerificationImageType) => Promise<IdVerificationRecord>;
}

/** A document is read at full size by the reviewers: its text must stay legible after downscaling. */
const ID_PHOTO_MAX_EDGE = 2400;

interface IdPhotoFieldProps {
  record: IdVerificationRecord;
  type: IdVerificationImageType;
  missing: boolean;
  actions: IdPhotoActions;
  onChanged: (record: IdVerificationRecord) => void;
}

/** One photo of the document (or the selfie, or the proof of residency) through the shared upload component. */
export function IdPhotoField({ record, type, missing, actions, onChanged }: IdPhotoFieldProps) {
  const { t, i18n } = useLingui();
  const label = idVerificationImageLabel(i18n, type);
  const image = record.images?.find((candidate) => candidate.type === type);
  return (
    <div className={css.photo}>
      <ImageUpload
        label={label}
        rules={IMAGE_UPLOAD_RULES}
        image={image ? { url: image.sizes.medium.url, alt: t`Your photo: ${label}` } : null}
        capture={type === 'selfie' ? 'user' : 'environment'}
        prepare={(file) => downscaleImage(file, { maxEdge: ID_PHOTO_MAX_EDGE })}
        send={(file, options) => actions.upload(record.id, type, file, options)}
        onUploaded={onChanged}
        onRotate={async (direction) => onChanged(await actions.rotate(record.id, type, direction))}
        onRemove={async () => onChanged(await actions.remove(record.id, type))}
      />
      {missing && !image && (
        <Text role="alert" tone="danger" size="sm">
          {t`Add this photo before you send.`}
        </Text>
      )}
    </div>
  );
}
