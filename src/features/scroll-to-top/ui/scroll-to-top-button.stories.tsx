import preview from '#.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { ScrollToTopButton } from './scroll-to-top-button';

const meta = preview.meta({
  title: 'Features/ScrollToTop',
  component: ScrollToTopButton,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <main id="main" tabIndex={-1} style={{ minHeight: '300vh', padding: '1rem' }}>
        <p>A long page.</p>
      </main>
      <ScrollToTopButton />
    </>
  ),
});

/** At the top: no button. */
export const Hidden = meta.story({
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0 });
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  },
});

/** Scrolled more than 300 px: the button is there and takes the page back up. */
export const Visible = meta.story({
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 400 });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    window.scrollTo({ top: 400 });
  },
});
