import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import type { VehicleRecord } from '@/entities/vehicle';
import { DOCUMENT_UPLOAD_RULES } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useRulesText, useUpload, useUploadFailureMessage } from '@/shared/ui/upload';
import { uploadRegistrationDocument } from '../api/photo-requests';
import * as css from './photos-step.css';

interface RegistrationDocumentFieldProps {
  vehicleId: number;
  document: VehicleRecord['registrationDocument'];
  onUploaded: () => void;
  /** Asks first (see the photos step's question), then deletes. */
  onRemove: () => void;
}

/** 000 §3: the vehicle's registration document, one per vehicle, JPG or PDF within the size limit; replaced or deleted. */
export function RegistrationDocumentField({ vehicleId, document, onUploaded, onRemove }: RegistrationDocumentFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const failureMessage = useUploadFailureMessage();
  const { types, size } = useRulesText()(DOCUMENT_UPLOAD_RULES);
  const upload = useUpload({ rules: DOCUMENT_UPLOAD_RULES, send: (file, options) => uploadRegistrationDocument(vehicleId, file, options), onUploaded });
  const { state } = upload;
  const error = state.status === 'failed' ? failureMessage(state.failure) : '';
  const fileName = document?.fileName ?? '';
  const percent = state.status === 'uploading' && state.progress && state.progress.total > 0 ? (state.progress.loaded / state.progress.total) * 100 : 0;

  return (
    <section className={css.document} aria-labelledby={`${id}-title`}>
      <Heading level={3} size="sm" id={`${id}-title`}>
        {t`Registration document`}
      </Heading>
      <Text size="sm" tone="muted" id={`${id}-hint`}>
        {t`Renters do not see it. ${types}, at most ${size}.`}
      </Text>
      {document && (
        <Text size="sm">
          <a href={document.url} target="_blank" rel="noreferrer">
            {fileName ? t`Open ${fileName}` : t`Open the registration document`}
          </a>
        </Text>
      )}
      {state.status === 'uploading' ? (
        <Stack gap="xs">
          <ProgressBar value={percent} label={t`Uploading ${state.fileName}`} />
          <div>
            <Button variant="secondary" size="sm" onClick={upload.cancel}>
              <Trans>Cancel upload</Trans>
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack direction="horizontal" gap="sm" wrap>
          <Button variant="secondary" size="sm" aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')} onClick={() => picker.current?.click()}>
            {document ? <Trans>Replace the document</Trans> : <Trans>Upload the document</Trans>}
          </Button>
          {state.status === 'failed' && state.file && (
            <Button size="sm" onClick={upload.retry}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {document && (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <Trans>Delete the document</Trans>
            </Button>
          )}
        </Stack>
      )}
      <Text size="sm" tone="danger" id={`${id}-error`} aria-live="polite">
        {error}
      </Text>
      <input
        ref={picker}
        type="file"
        accept={DOCUMENT_UPLOAD_RULES.types.join(',')}
        hidden
        aria-label={t`Upload the registration document`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload.choose(file);
          event.currentTarget.value = '';
        }}
      />
    </section>
  );
}
