import preview from '#.storybook/preview';
import { expect, screen } from 'storybook/test';
import { RouteLoadingBar } from './route-loading-bar';

const meta = preview.meta({
  title: 'Shared/UI/RouteLoadingBar',
  component: RouteLoadingBar,
  args: { active: true },
});

export const Active = meta.story({
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
});

export const Idle = meta.story({ args: { active: false } });
