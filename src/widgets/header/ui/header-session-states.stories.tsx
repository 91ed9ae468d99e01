import preview from '#.storybook/preview';
import { sessionMachine } from '@machines/session';
import { createActor, fromPromise } from 'xstate';
import { SessionProvider, type SessionContext } from '@/entities/session';
import { signedInAs } from '@/shared/test';
import { Header } from './header';

/** Actors that never settle keep the story in the state it shows. */
// Typed loosely on purpose: one never-settling actor stands in for each of the machine's actors.
const pending = fromPromise(() => new Promise<never>(() => undefined)) as never;
const storyMachine = sessionMachine.provide({
  actors: { restore: pending, login: pending, register: pending, confirmSocial: pending, refresh: pending, impersonate: pending, stopImpersonating: pending, logout: pending },
});

function headerIn(value: Parameters<typeof storyMachine.resolveState>[0]['value'], context: SessionContext = {}) {
  const actor = createActor(storyMachine, { snapshot: storyMachine.resolveState({ value, context }) }).start();
  return (
    <SessionProvider actor={actor}>
      <Header />
    </SessionProvider>
  );
}

const renter = signedInAs('renter');
const admin = signedInAs('admin');
const failure = { slug: 'invalid_credentials', message: 'Wrong e-mail or password' };

const meta = preview.meta({ title: 'Machines/Session', component: Header, parameters: { layout: 'fullscreen', machine: 'session' } });

export const Restoring = meta.story({ parameters: { machineState: 'session.restoring' }, render: () => headerIn('restoring') });
export const Anonymous = meta.story({ parameters: { machineState: 'session.anonymous' }, render: () => headerIn('anonymous', { failure }) });
export const Authenticating = meta.story({ parameters: { machineState: 'session.authenticating' }, render: () => headerIn('authenticating') });
export const Registering = meta.story({ parameters: { machineState: 'session.registering' }, render: () => headerIn('registering') });
export const ConfirmingSocial = meta.story({ parameters: { machineState: 'session.confirmingSocial' }, render: () => headerIn('confirmingSocial') });
export const AuthenticatedIdle = meta.story({
  parameters: { machineState: 'session.authenticated.idle' },
  render: () => headerIn({ authenticated: 'idle' }, { session: renter }),
});
export const AuthenticatedRefreshing = meta.story({
  parameters: { machineState: 'session.authenticated.refreshing' },
  render: () => headerIn({ authenticated: 'refreshing' }, { session: renter }),
});
export const AuthenticatedStartingImpersonation = meta.story({
  parameters: { machineState: 'session.authenticated.startingImpersonation' },
  render: () => headerIn({ authenticated: 'startingImpersonation' }, { session: admin }),
});
export const ImpersonatingIdle = meta.story({
  parameters: { machineState: 'session.impersonating.idle' },
  render: () => headerIn({ impersonating: 'idle' }, { session: renter, impersonation: { adminId: admin.user.id, admin } }),
});
export const ImpersonatingRefreshing = meta.story({
  parameters: { machineState: 'session.impersonating.refreshing' },
  render: () => headerIn({ impersonating: 'refreshing' }, { session: renter, impersonation: { adminId: admin.user.id, admin } }),
});
export const ImpersonatingStopping = meta.story({
  parameters: { machineState: 'session.impersonating.stopping' },
  render: () => headerIn({ impersonating: 'stopping' }, { session: renter, impersonation: { adminId: admin.user.id, admin } }),
});
export const LoggingOut = meta.story({ parameters: { machineState: 'session.loggingOut' }, render: () => headerIn('loggingOut', { session: renter, endedBy: 'logout' }) });
export const LoggedOut = meta.story({ parameters: { machineState: 'session.loggedOut' }, render: () => headerIn('loggedOut', { endedBy: 'invalid-jwt' }) });
