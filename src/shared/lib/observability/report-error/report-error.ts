/**
 * Sends an error to the error service. The service's SDK loads after the first paint (and only
 * when one is configured), so reports made before it arrives wait in a short queue; without a
 * service they stay in the console. Callers use this instead of console.error so the service is
 * plugged in at one place.
 */
export type ReportLevel = 'error' | 'warning';

export interface ErrorSink {
  capture(error: unknown, context: { message: string; level: ReportLevel }): void;
  setUser(user: { id: string; role: string } | null): void;
}

const QUEUE_LIMIT = 20;
let sink: ErrorSink | undefined;
let pending: { error: unknown; context: { message: string; level: ReportLevel } }[] = [];
let user: { id: string; role: string } | null = null;

export function reportError(message: string, error: unknown, { level = 'error' }: { level?: ReportLevel } = {}): void {
  if (import.meta.env.DEV || !sink) console[level === 'warning' ? 'warn' : 'error'](message, error);
  const context = { message, level };
  if (sink) sink.capture(error, context);
  else if (pending.length < QUEUE_LIMIT) pending.push({ error, context });
}

/** The signed-in user's id and role on every report from now on (never a name or an e-mail); `null` at logout. */
export function setErrorUser(next: { id: number | string; role: string } | null): void {
  user = next ? { id: String(next.id), role: next.role } : null;
  sink?.setUser(user);
}

/** The SDK has loaded: what waited is sent, and the user is known to it. */
export function connectErrorSink(next: ErrorSink | undefined): void {
  sink = next;
  if (!sink) return;
  sink.setUser(user);
  for (const { error, context } of pending) sink.capture(error, context);
  pending = [];
}
