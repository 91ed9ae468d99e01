import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from './header';

const meta = preview.meta({ title: 'Widgets/Header', component: Header, parameters: { layout: 'fullscreen' } });

export const Guest = meta.story({});

export const LanguageSwitcherOpen = meta.story({
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).queryByRole('button', { name: /Language/ });
    if (trigger) {
      await userEvent.click(trigger);
      await expect(await body.findByRole('link', { name: 'Svenska (Sverige)' })).toBeVisible();
    } else {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
      await expect(await body.findByRole('link', { name: 'Svenska (Sverige)' })).toBeVisible();
    }
  },
});
