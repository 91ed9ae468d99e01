import { sessionMachine, type Restored, type SignedIn } from '@machines/session';
import { signedInAs } from '@machines/session/session.fixtures';
import { useState, type ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import preview from '#.storybook/preview';
import { SessionProvider, type SessionActor } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { ImpersonateForm } from './impersonate-form';

type Impersonate = (userId: number) => Promise<SignedIn>;

function AdminSession({ impersonate, children }: { impersonate: Impersonate; children: ReactNode }) {
  const [actor] = useState(
    () =>
      createActor(
        sessionMachine.provide({
          actors: {
            restore: fromPromise<Restored | null>(async () => ({ session: signedInAs('admin') })),
            impersonate: fromPromise(({ input }) => impersonate(input.userId)),
          },
        }),
      ).start() as unknown as SessionActor,
  );
  return <SessionProvider actor={actor}>{children}</SessionProvider>;
}

const meta = preview.meta({
  title: 'Features/Impersonate/ImpersonateForm',
  component: ImpersonateForm,
  args: { onStarted: fn() },
  render: (args, { parameters }) => (
    <AdminSession impersonate={(parameters['impersonate'] as Impersonate | undefined) ?? (async () => signedInAs('renter'))}>
      <ImpersonateForm {...args} />
    </AdminSession>
  ),
});

export const Idle = meta.story({});

export const Starting = meta.story({
  parameters: { impersonate: () => new Promise(() => undefined) },
  args: { defaultUserId: '1' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const UserNotFound = meta.story({
  parameters: { impersonate: () => Promise.reject(new ApiError(404, 'model_not_found', 'No such user.')) },
  args: { defaultUserId: '999' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No user has this ID.');
  },
});
