/**
 * Wall-clock times in a named time zone (IANA), through `Intl`: the calendar files of #24 give
 * instants, the vehicle keeps calendar days in its own zone, and a trip starts at a local time.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The `yyyy-MM-dd` calendar day an instant falls on in that zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  const { year = 0, month = 0, day = 0 } = partsIn(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The zone's offset from UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = partsIn(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time (`yyyy-MM-dd`, `HH:mm[:ss]`) in that zone. Twice corrected, so
 * a time next to a daylight-saving change lands on the offset in force then.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/** Whether `Intl` knows the zone's name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
