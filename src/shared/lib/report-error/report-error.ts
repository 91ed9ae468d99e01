/**
 * Sends an error to the error service. There is none wired yet, so the console holds the report;
 * callers use this instead of console.error so the service can be plugged in at one place.
 */
export function reportError(message: string, error: unknown): void {
  console.error(message, error);
}
