import type { ReactElement } from 'react';
import { renderWithProviders } from '@/shared/test';
import { SessionProvider } from '../model/session-context';
import { startTestSession, type TestSessionOptions } from './test-session';

/**
 * Renders `ui` as the app would for the session the options describe (a signed-in renter without
 * them), once that session has restored; `session` is its actor, to send it events or read it.
 */
export async function renderWithSession(ui: ReactElement, { route, ...options }: TestSessionOptions & { route?: string } = {}) {
  const session = await startTestSession(options);
  const view = renderWithProviders(<SessionProvider actor={session}>{ui}</SessionProvider>, route === undefined ? {} : { route });
  return { ...view, session };
}
