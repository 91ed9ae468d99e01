import { Trans, useLingui } from '@lingui/react/macro';
import { imageViewLabel, type VehiclePhotoView } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useUploadFailureMessage, type QueueItem } from '@/shared/ui/upload';
import * as css from './photos-step.css';

/** The photos chosen without a connection: waiting in this browser, going up, or refused by the server for good. */
export function KeptPhotos({ items, onDismiss }: { items: readonly QueueItem[]; onDismiss: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const failureMessage = useUploadFailureMessage();
  return (
    <Callout tone="info">
      <Stack gap="sm">
        <Heading level={3} size="sm">{t`Waiting to upload`}</Heading>
        <ul className={css.list} aria-label={t`Waiting to upload`}>
          {items.map((item) => {
            const view = imageViewLabel(i18n, (item.fields?.['viewType'] ?? 'additional') as VehiclePhotoView);
            const progress = item.progress ?? 0;
            return (
              <li key={item.id} className={css.kept}>
                {item.preview && <img className={css.keptImage} src={item.preview} alt="" />}
                <Stack gap="xxs">
                  <Text size="sm" weight="bold">
                    {view}
                  </Text>
                  <Text size="sm" tone={item.status === 'refused' ? 'danger' : 'muted'}>
                    {item.status === 'uploading'
                      ? t`Uploading… ${progress} %`
                      : item.status === 'refused' && item.failure
                        ? failureMessage(item.failure)
                        : t`Kept in this browser: it is uploaded when you are back online.`}
                  </Text>
                  {item.status === 'refused' && (
                    <div>
                      <Button variant="ghost" size="sm" onClick={() => onDismiss(item.id)}>
                        <Trans>Dismiss</Trans>
                      </Button>
                    </div>
                  )}
                </Stack>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Callout>
  );
}
