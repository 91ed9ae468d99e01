import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = preview.meta({
  title: 'Shared/UI/VisuallyHidden',
  component: VisuallyHidden,
});

export const NamesAnIconButton = meta.story({
  render: () => (
    <button type="button">
      <span aria-hidden="true">♥</span>
      <VisuallyHidden>Save to favourites</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save to favourites' })).toBeVisible();
  },
});
