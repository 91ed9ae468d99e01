import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { FLEXIBLE_DATE_DAYS, localToday, type FilterState } from '@/entities/vehicle-search';
import { useLocale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import * as css from './filter-vehicles.css';

const SearchCalendar = lazy(() => import('./search-calendar'));

type Dates = FilterState['availableBetween'];

export interface DateRangeFieldProps {
  value: Dates;
  onChange: (value: Dates) => void;
}

/** The dates filter: a button showing the range, opening a calendar that loads only then. */
export function DateRangeField({ value, onChange }: DateRangeFieldProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const [flexible, setFlexible] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const openDialog = (next: boolean) => {
    if (next) {
      setDraft({ from: value?.from ?? null, to: value?.to ?? null });
      setFlexible(value?.mode === 'flexible');
      setError(undefined);
    }
    setOpen(next);
  };

  const apply = () => {
    if (!draft.from || !draft.to) {
      setError(t`Choose a start date and an end date.`);
      return;
    }
    onChange({ from: draft.from, to: draft.to, mode: flexible ? 'flexible' : 'exact' });
    setOpen(false);
  };

  const label = value
    ? `${formatDate(value.from, locale)} – ${formatDate(value.to, locale)}${value.mode === 'flexible' ? ` (±${FLEXIBLE_DATE_DAYS})` : ''}`
    : t`Any dates`;

  return (
    <div>
      <span className={css.fieldName} id="search-dates-label">
        <Trans>Dates</Trans>
      </span>
      <Dialog
        open={open}
        onOpenChange={openDialog}
        title={<Trans>Choose dates</Trans>}
        size="md"
        trigger={
          <Button type="button" name="availableBetween" variant="secondary" className={css.dateButton} aria-label={t`Dates: ${label}`}>
            {label}
          </Button>
        }
      >
        <form
          className={css.dialogBody}
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog is portalled, but React bubbles the submit to a form around the field (the home search box).
            event.stopPropagation();
            apply();
          }}
        >
          <div className={css.calendar}>
            <Suspense fallback={<Spinner />}>
              <SearchCalendar
                from={draft.from}
                to={draft.to}
                onChange={(range) => {
                  setDraft(range);
                  setError(undefined);
                }}
                today={localToday()}
                locale={locale}
              />
            </Suspense>
          </div>
          <Checkbox
            label={<Trans>Flexible dates (±{FLEXIBLE_DATE_DAYS} days)</Trans>}
            checked={flexible}
            onCheckedChange={setFlexible}
          />
          {error && (
            <p role="alert" className={css.error}>
              {error}
            </p>
          )}
          <div className={css.dialogFooter}>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                onChange(undefined);
                setOpen(false);
              }}
            >
              <Trans>Clear dates</Trans>
            </Button>
            <Button type="submit">
              <Trans>Apply dates</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
