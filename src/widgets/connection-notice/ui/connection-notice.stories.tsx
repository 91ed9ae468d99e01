import preview from '#.storybook/preview';
import { sessionMachine } from '@machines/session';
import { signedInAs } from '@/shared/test';
import { expect } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { SessionProvider, type SessionContext } from '@/entities/session';
import { ConnectionNotice, ConnectionNoticeView } from './connection-notice';

// One never-settling actor stands in for each of the machine's actors, so the story rests in its state.
const pending = fromPromise(() => new Promise<never>(() => undefined)) as never;
const storyMachine = sessionMachine.provide({
  actors: { restore: pending, login: pending, register: pending, confirmSocial: pending, refresh: pending, impersonate: pending, stopImpersonating: pending, logout: pending },
  // The backoff never runs out in a story.
  delays: { reconnectDelay: 2_147_483_647 },
});

function noticeIn(value: Parameters<typeof storyMachine.resolveState>[0]['value'], context: SessionContext) {
  const actor = createActor(storyMachine, { snapshot: storyMachine.resolveState({ value, context }) }).start();
  return (
    <SessionProvider actor={actor}>
      <ConnectionNotice />
    </SessionProvider>
  );
}

const renter = signedInAs('renter');
const admin = signedInAs('admin');

const meta = preview.meta({ title: 'Widgets/ConnectionNotice', component: ConnectionNoticeView, parameters: { layout: 'fullscreen' } });

/** A token refresh could not reach the API: the session stays, and a quiet line says it is reconnecting. */
export const AuthenticatedReconnecting = meta.story({
  parameters: { machine: 'session', machineState: 'session.authenticated.reconnecting' },
  render: () => noticeIn({ authenticated: 'reconnecting' }, { session: renter, reconnectAttempts: 1 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
  },
});

export const ImpersonatingReconnecting = meta.story({
  parameters: { machine: 'session', machineState: 'session.impersonating.reconnecting' },
  render: () => noticeIn({ impersonating: 'reconnecting' }, { session: renter, impersonation: { adminId: admin.user.id, admin }, reconnectAttempts: 2 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
  },
});

export const Offline = meta.story({
  args: { connection: 'offline', reconnecting: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline.');
  },
});

/** The browser says it has a network, but neither a request nor the probe after it got an answer. */
export const Unreachable = meta.story({
  args: { connection: 'unreachable', reconnecting: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No connection to Campershare.');
  },
});

/** All is well: the region is there, empty, so a later notice is announced. */
export const Online = meta.story({
  args: { connection: 'online', reconnecting: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});
