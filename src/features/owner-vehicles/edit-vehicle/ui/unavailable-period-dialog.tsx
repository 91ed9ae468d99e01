import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { UNAVAILABILITY_REASONS, hasPeriodStarted, unavailabilityReasonLabel, type UnavailablePeriod, type UnavailablePeriodValues } from '@/entities/vehicle';
import { failureOf, focusFirstInvalid } from '@/shared/lib/flow';
import { labelledOptions } from '@/shared/lib/labels';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input, Textarea } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { periodProblems, refusedPeriod, type PeriodField } from '../model/period-problems';
import * as css from './vehicle-editor.css';

export interface UnavailablePeriodDialogProps {
  /** The period being changed; null for a new one. */
  period: UnavailablePeriod | null;
  values: UnavailablePeriodValues;
  onChange: (values: UnavailablePeriodValues) => void;
  onSave: () => void;
  onClose: () => void;
  saving: boolean;
  /** The last save's error, until the owner saves again. */
  error: unknown;
  today: string;
}

/**
 * Adding or changing an unavailable period (000 §3): the days, a preset and a note only the owner
 * sees. A started period keeps its first day (000 §5): the field is read only and says why.
 */
export function UnavailablePeriodDialog({ period, values, onChange, onSave, onClose, saving, error, today }: UnavailablePeriodDialogProps) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Partial<Record<PeriodField, string>>>({});
  const failure = error ? failureOf(error) : null;
  const refused = failure ? refusedPeriod(failure) : null;
  const errors: Partial<Record<PeriodField, string>> = { ...Object.fromEntries(Object.entries(refused?.errors ?? {}).map(([field, message]) => [field, i18n._(message)])), ...problems };
  const code = failure?.slug ?? '';
  const started = period !== null && hasPeriodStarted(period, today);
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount > 0) focusFirstInvalid(form.current);
  }, [errorCount, error]);

  const change = (field: keyof UnavailablePeriodValues, value: string) => {
    setProblems(({ [field as PeriodField]: _fixed, ...rest }) => rest);
    onChange({ ...values, [field]: field === 'reason' ? (value === '' ? null : value) : value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblems(values, period, today);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, i18n._(message)])));
    if (Object.keys(found).length === 0) onSave();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      title={period ? t`Change the unavailable period` : t`Add an unavailable period`}
      description={t`Renters cannot book the vehicle on these days, the first and the last included.`}
    >
      <form ref={form} className={css.form} onSubmit={submit} noValidate>
        <div className={css.pair}>
          <FormField label={t`First day`} hint={started ? t`The period has started: only its end date can change.` : undefined} error={errors.fromDate}>
            {(control) => <Input {...control} type="date" min={started ? undefined : today} readOnly={started} value={values.fromDate} onChange={(event) => change('fromDate', event.target.value)} />}
          </FormField>
          <FormField label={t`Last day`} error={errors.toDate}>
            {(control) => <Input {...control} type="date" min={values.fromDate || today} value={values.toDate} onChange={(event) => change('toDate', event.target.value)} />}
          </FormField>
        </div>
        <FormField label={t`Reason`}>
          {(control) => (
            <NativeSelect
              {...control}
              items={labelledOptions(i18n, UNAVAILABILITY_REASONS, unavailabilityReasonLabel)}
              placeholder={t`Choose a reason (optional)`}
              value={values.reason ?? ''}
              onValueChange={(next) => change('reason', next)}
            />
          )}
        </FormField>
        <FormField label={t`Private note`} hint={t`Only you see this note.`} error={errors.note}>
          {(control) => <Textarea {...control} rows={3} maxLength={5000} value={values.note} onChange={(event) => change('note', event.target.value)} />}
        </FormField>
        {refused?.rest && (
          <Callout tone="danger" role="alert">
            <Text>{t`The period could not be saved. Your entries are kept: please try again.`}</Text>
            <Text size="sm">{t`Error code: ${code}`}</Text>
          </Callout>
        )}
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {refused?.rest ? <Trans>Try again</Trans> : <Trans>Save period</Trans>}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
