import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { importedNote, planCalendarImport, vehicleTimeZone, type ImportRow, type RentedPeriod, type UnavailablePeriod } from '@/entities/vehicle';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { failureOf } from '@/shared/lib/flow';
import { href } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { fileNameOf, saveTextFile } from '@/shared/ui/utils';
import { saveUnavailablePeriod } from '../api/availability-requests';
import { readImportDraft, storeImportDraft } from '../model/import-draft';
import { readCalendarFile, UnreadableCalendarError, type CalendarFile } from '../model/read-calendar-file';
import { writeVehicleCalendar } from '../model/write-vehicle-calendar';
import * as css from './calendar-files.css';

/** Calendar files are small; anything larger is not one (and would hold the page while read). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface CalendarFilesProps {
  vehicleId: number;
  /** The vehicle's name: the exported calendar's name and file name. */
  vehicleName: string;
  country: string | null | undefined;
  rented: readonly RentedPeriod[];
  unavailable: readonly UnavailablePeriod[];
  today: string;
  /** After periods were created (or some were, before a failure): the calendar is read again. */
  onImported: () => Promise<unknown>;
}

type FileProblem = 'unreadable' | 'too_large' | 'nothing_ahead';

/**
 * Issue #24 points 2 and 3 for the owner: import another platform's calendar file as unavailable
 * periods, and download the vehicle's bookings and periods as one. In a chunk of its own with
 * ical.js, loaded when the availability step shows; its words are in the `editor` catalog the page has.
 */
export default function CalendarFiles({ vehicleId, vehicleName, country, rented, unavailable, today, onImported }: CalendarFilesProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const timeZone = vehicleTimeZone(country);
  const zoneName = new Intl.DateTimeFormat(intl, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const [file, setFileState] = useState<CalendarFile | null>(() => readImportDraft(vehicleId));
  const [problem, setProblem] = useState<FileProblem | null>(null);
  // How many periods the last import created, said in the status line.
  const [imported, setImported] = useState<number | null>(null);
  const setFile = (next: CalendarFile | null) => {
    storeImportDraft(vehicleId, next);
    setFileState(next);
  };

  const rows = file ? planCalendarImport(file.periods, { unavailable, rented, today }) : [];
  const toCreate = rows.filter((row) => row.outcome === 'create');
  const create = useMutation({
    // One period after the other: a failure leaves those saved in the calendar, where the plan
    // finds them as duplicates, and "Try again" sends the rest.
    mutationFn: async ({ name, periods }: { name: string; periods: ImportRow[] }) => {
      for (const period of periods) await saveUnavailablePeriod(vehicleId, null, { fromDate: period.saveFrom, toDate: period.toDate, reason: null, note: importedNote(name) });
      return periods.length;
    },
    onSuccess: (count) => {
      setFile(null);
      setImported(count);
    },
    onSettled: onImported,
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    create.reset();
    setImported(null);
    if (chosen.size > MAX_FILE_BYTES) return fail('too_large');
    try {
      const read = readCalendarFile(await chosen.text(), { fileName: chosen.name, today, timeZone });
      if (read.periods.length === 0) return fail('nothing_ahead');
      setProblem(null);
      setFile(read);
    } catch (error) {
      if (error instanceof UnreadableCalendarError) return fail('unreadable');
      throw error;
    }
  };
  const fail = (next: FileProblem) => {
    setProblem(next);
    setFile(null);
  };
  const download = () => {
    const text = writeVehicleCalendar({
      name: vehicleName,
      timeZone,
      rented,
      unavailable,
      titles: { booked: t`Booked`, unavailable: t`Unavailable` },
      bookingUrl: (id) => new URL(href('booking', { id }, locale), window.location.origin).href,
      now: new Date(),
    });
    saveTextFile(fileNameOf(vehicleName, 'ics', 'vehicle'), text, 'text/calendar;charset=utf-8');
  };

  const problems: Record<FileProblem, string> = {
    unreadable: t`This file could not be read as a calendar. Choose an iCalendar file (.ics) exported from a calendar app or another platform.`,
    too_large: t`This file is larger than 5 MB: it is not a calendar file.`,
    nothing_ahead: t`This calendar has no busy days from today on. Nothing is imported.`,
  };
  const range = (row: { fromDate: string; toDate: string }) => `${formatDate(row.fromDate, locale)} – ${formatDate(row.toDate, locale)}`;
  const outcomeText = (row: ImportRow) => {
    if (row.outcome === 'duplicate') return t`Already blocked: skipped.`;
    if (row.outcome === 'booked') return t`Overlaps booking ${row.bookingIds.join(', ')}: not blocked.`;
    return row.saveFrom !== row.fromDate ? t`Already under way: blocked from today (${formatDate(row.saveFrom, locale)}).` : t`Will be blocked.`;
  };
  const code = create.error ? failureOf(create.error).slug : '';

  return (
    <Stack as="section" gap="md" aria-labelledby="calendar-files-heading">
      <Heading level={3} size="sm" id="calendar-files-heading">
        {t`Calendar files`}
      </Heading>
      <Text size="sm" tone="muted">{t`Dates are days in the vehicle’s time zone: ${zoneName} (${timeZone}).`}</Text>
      <div>
        <Button variant="secondary" onClick={download}>
          <Trans>Download the calendar (.ics)</Trans>
        </Button>
      </div>
      <FormField
        label={t`Import another calendar (.ics)`}
        hint={t`From another rental platform or your calendar app. Busy days become unavailable periods after you confirm.`}
        error={problem ? problems[problem] : undefined}
      >
        {(control) => <input {...control} type="file" accept=".ics,text/calendar" className={css.fileInput} onChange={(event) => void choose(event)} />}
      </FormField>
      {file && (
        <div className={css.box}>
          <Heading level={4} size="sm">{t`Found in “${file.name}”`}</Heading>
          <ul className={css.list} aria-label={t`Busy periods found`}>
            {rows.map((row) => (
              <li key={`${row.fromDate}-${row.toDate}`} className={`${css.row} ${css[row.outcome]}`}>
                <Text weight="bold">{range(row)}</Text>
                {row.titles.length > 0 && <Text size="sm" tone="muted" className={css.titles}>{row.titles.join(', ')}</Text>}
                <Text size="sm">{outcomeText(row)}</Text>
              </li>
            ))}
          </ul>
          {create.error && (
            <Callout tone="danger" role="alert">
              <Text>{t`Not every period could be saved. Please try again.`}</Text>
              <Text size="sm">{t`Error code: ${code}`}</Text>
            </Callout>
          )}
          <Stack direction="horizontal" gap="sm" wrap className={css.actions}>
            <Button disabled={toCreate.length === 0} loading={create.isPending} onClick={() => create.mutate({ name: file.name, periods: toCreate })}>
              {create.error ? <Trans>Try again</Trans> : <Plural value={toCreate.length} one="Block # period" other="Block # periods" />}
            </Button>
            <Button variant="secondary" onClick={() => { create.reset(); setFile(null); }}>
              <Trans>Cancel</Trans>
            </Button>
          </Stack>
          {toCreate.length === 0 && <Text size="sm">{t`Every busy period is already blocked or booked: nothing new to import.`}</Text>}
        </div>
      )}
      <Text size="sm" tone="muted" role="status">
        {imported !== null && <Plural value={imported} one="# unavailable period is imported." other="# unavailable periods are imported." />}
      </Text>
    </Stack>
  );
}
