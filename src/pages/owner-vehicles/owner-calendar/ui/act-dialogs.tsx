import { Trans, useLingui } from '@lingui/react/macro';
import { UnavailablePeriodDialog, type PeriodDraft } from '@/features/owner-vehicles/edit-vehicle';
import { failureOf } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

interface Act {
  pending: boolean;
  error: unknown;
}

export interface ActDialogsProps {
  today: string;
  /** The selected days in words. */
  dates: string;
  /** The period form, open while there is a draft. */
  draft: PeriodDraft | null;
  onDraftChange: (draft: PeriodDraft | null) => void;
  block: Act & { save: (draft: PeriodDraft) => void };
  /** The question before unblocking, open while `freeing`. */
  freeing: boolean;
  onFreeingChange: (open: boolean) => void;
  free: Act & { run: () => void };
}

/**
 * The two sheets of the calendar's act panel, in a chunk of their own with Radix's dialog: the
 * page shows the months first, and the dialogs load when the owner acts (or a kept draft reopens).
 */
export default function ActDialogs({ today, dates, draft, onDraftChange, block, freeing, onFreeingChange, free }: ActDialogsProps) {
  const { t } = useLingui();
  const code = free.error ? failureOf(free.error).slug : '';
  return (
    <>
      {draft && (
        <UnavailablePeriodDialog
          period={null}
          values={draft.values}
          onChange={(values) => onDraftChange({ ...draft, values })}
          onSave={() => block.save(draft)}
          onClose={() => onDraftChange(null)}
          saving={block.pending}
          error={block.error}
          today={today}
        />
      )}
      <Dialog
        open={freeing}
        onOpenChange={(next) => {
          if (!next) onFreeingChange(false);
        }}
        size="sm"
        title={t`Unblock these days?`}
        description={t`Renters can book ${dates} again. A period that has started keeps today.`}
      >
        <Stack gap="md">
          {Boolean(free.error) && (
            <Callout tone="danger" role="alert">
              <Text>{t`The days could not be unblocked. Please try again.`}</Text>
              <Text size="sm">{t`Error code: ${code}`}</Text>
            </Callout>
          )}
          <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
            <Button variant="secondary" onClick={() => onFreeingChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={free.pending} onClick={free.run}>
              {free.error ? <Trans>Try again</Trans> : <Trans>Unblock</Trans>}
            </Button>
          </Stack>
        </Stack>
      </Dialog>
    </>
  );
}
