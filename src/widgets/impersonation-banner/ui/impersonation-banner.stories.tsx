import { sessionMachine, type Restored } from '@machines/session';
import { signedInAs } from '@/shared/test';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import preview from '#.storybook/preview';
import { SessionProvider, type SessionActor } from '@/entities/session';
import { ImpersonationBanner } from './impersonation-banner';

const renter = signedInAs('renter', { id: 1, name: 'Sara Lindqvist', email: 'renter@sandbox.test' });

function Impersonating({ stopping = false }: { stopping?: boolean }) {
  const [actor] = useState(
    () =>
      createActor(
        sessionMachine.provide({
          actors: {
            restore: fromPromise<Restored | null>(async () => ({ session: renter, impersonation: { adminId: 8 } })),
            stopImpersonating: fromPromise(() => (stopping ? new Promise(() => undefined) : Promise.resolve(signedInAs('admin')))),
          },
        }),
      ).start() as unknown as SessionActor,
  );
  return (
    <SessionProvider actor={actor}>
      <ImpersonationBanner />
    </SessionProvider>
  );
}

const meta = preview.meta({ title: 'Widgets/ImpersonationBanner', component: ImpersonationBanner, parameters: { layout: 'fullscreen' } });

/** An admin acting as renter@ (002 §2.13): error style, who, and the way back. */
export const ImpersonatingUser = meta.story({
  name: 'Impersonating',
  render: () => <Impersonating />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Impersonation' })).toHaveTextContent('Logged in as Sara Lindqvist');
  },
});

/** The logout back to the admin account is under way. */
export const Stopping = meta.story({
  render: () => <Impersonating stopping />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out and return to admin' }));
    await expect(canvas.getByRole('button', { name: 'Log out and return to admin' })).toHaveAttribute('aria-busy', 'true');
  },
});
