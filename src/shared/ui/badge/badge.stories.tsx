import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = preview.meta({
  title: 'Shared/UI/Badge',
  component: Badge,
  args: { children: 3, label: '3 unread messages' },
});

export const Brand = meta.story();

export const Accent = meta.story({ args: { tone: 'accent' } });

export const Neutral = meta.story({ args: { tone: 'neutral', children: 'New', label: undefined } });

export const InAMenu = meta.story({
  render: (args) => (
    <a href="#inbox">
      Inbox <Badge {...args} />
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/Inbox\s*3 unread messages/);
  },
});
