/**
 * The time zone a vehicle's calendar days and handover times are in: its country's (the API
 * keeps plain dates and `HH:mm` times, 000 §3). Every market has one zone; Åland has its own name.
 */
const ZONES: Record<string, string> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  AX: 'Europe/Mariehamn',
  DK: 'Europe/Copenhagen',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  LI: 'Europe/Vaduz',
};

/** A country outside the markets (a draft without one yet) counts in Central European time, like most of them. */
export const vehicleTimeZone = (country: string | null | undefined): string => ZONES[country ?? ''] ?? 'Europe/Berlin';
