import preview from '#.storybook/preview';
import { expect, fn } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { ApiError } from '@/shared/api';
import { signedInAs } from '@/shared/test';
import { ImpersonateForm } from './impersonate-form';

const meta = preview.meta({
  title: 'Features/Impersonate/ImpersonateForm',
  component: ImpersonateForm,
  args: { onStarted: fn() },
  decorators: [withTestSession],
  parameters: { session: { as: 'admin', impersonate: async () => signedInAs('renter') } },
});

export const Idle = meta.story({});

export const Starting = meta.story({
  parameters: { session: { impersonate: () => new Promise(() => undefined) } },
  args: { defaultUserId: '1' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const UserNotFound = meta.story({
  parameters: { session: { impersonate: () => Promise.reject(new ApiError(404, 'model_not_found', 'No such user.')) } },
  args: { defaultUserId: '999' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No user has this ID.');
  },
});
