import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent } from 'storybook/test';
import type { RentedPeriod, UnavailablePeriod } from '@/entities/vehicle';
import CalendarFiles from './calendar-files';

const TODAY = '2026-11-28';
const RENTED: RentedPeriod[] = [{ bookingId: 3001, fromDate: '2026-12-12', toDate: '2026-12-19', ecommerceStatus: 'confirmed', renterFirstName: 'Maja' }];
const BLOCKED: UnavailablePeriod[] = [{ id: 72, assetId: 41, fromDate: '2027-01-10', toDate: '2027-02-28', reason: 'winter_storage', note: null }];

/** Another platform's calendar: a stay under way, one on a booking's days, one already blocked and a new one. */
const FILE = new File(
  [
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
      'X-WR-CALNAME:Airbnb',
      ...[
        ['20261126', '20261130', 'Reserved'],
        ['20261214', '20261216', 'Reserved'],
        ['20270115', '20270120', 'Not available'],
        ['20270301', '20270306', 'Reserved'],
      ].flatMap(([from, to, title], index) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${from}`, `DTEND;VALUE=DATE:${to}`, `UID:event-${index}@airbnb.com`, `SUMMARY:${title}`, 'END:VEVENT']),
      'END:VCALENDAR',
    ].join('\r\n'),
  ],
  'airbnb.ics',
  { type: 'text/calendar' },
);

const meta = preview.meta({
  title: 'Features/EditVehicle/CalendarFiles',
  render: () => <CalendarFiles vehicleId={41} vehicleName="Hymer B 550" country="SE" rented={RENTED} unavailable={BLOCKED} today={TODAY} onImported={() => Promise.resolve()} />,
  // The chosen file is kept in the tab: each story starts without one.
  beforeEach: () => sessionStorage.clear(),
});

const choose = async (file: File) => userEvent.upload(await screen.findByLabelText('Import another calendar (.ics)'), file);

export const Preview = meta.story({
  play: async () => {
    await expect(await screen.findByText(/Dates are days in the vehicle’s time zone: .* \(Europe\/Stockholm\)\./)).toBeInTheDocument();
    await choose(FILE);
    const rows = await screen.findAllByRole('listitem');
    await expect(screen.getByRole('heading', { name: 'Found in “Airbnb”' })).toBeInTheDocument();
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Already under way: blocked from today');
    await expect(rows[1]).toHaveTextContent('Overlaps booking 3001: not blocked.');
    await expect(rows[2]).toHaveTextContent('Already blocked: skipped.');
    await expect(rows[3]).toHaveTextContent('Will be blocked.');
    await expect(screen.getByRole('button', { name: 'Block 2 periods' })).toBeEnabled();
  },
});

export const UnreadableFile = meta.story({
  play: async () => {
    await choose(new File(['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026071\r\n'], 'broken.ics', { type: 'text/calendar' }));
    await expect(await screen.findByText(/This file could not be read as a calendar\./)).toBeInTheDocument();
    await expect(screen.getByLabelText('Import another calendar (.ics)')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('list', { name: 'Busy periods found' })).not.toBeInTheDocument();
  },
});

export const Imported = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/unavailable-periods', () => HttpResponse.json({ data: { ...BLOCKED[0], id: 80 } }, { status: 201 })));
  },
  play: async () => {
    await choose(FILE);
    await userEvent.click(await screen.findByRole('button', { name: 'Block 2 periods' }));
    await expect(await screen.findByText('2 unavailable periods are imported.')).toBeInTheDocument();
    await expect(screen.queryByRole('list', { name: 'Busy periods found' })).not.toBeInTheDocument();
  },
});

export const SaveFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/unavailable-periods', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async () => {
    await choose(FILE);
    await userEvent.click(await screen.findByRole('button', { name: 'Block 2 periods' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Not every period could be saved. Please try again.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
});

export const FileKeptAfterAReload = meta.story({
  beforeEach() {
    sessionStorage.setItem('calendar-import-draft:41', JSON.stringify({ name: 'Airbnb', periods: [{ fromDate: '2027-03-01', toDate: '2027-03-05', titles: ['Reserved'] }] }));
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Found in “Airbnb”' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Block 1 period' })).toBeEnabled();
  },
});
