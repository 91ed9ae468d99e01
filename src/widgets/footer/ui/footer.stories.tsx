import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Footer } from './footer';

const meta = preview.meta({ title: 'Widgets/Footer', component: Footer, parameters: { layout: 'fullscreen' } });

export const Guest = meta.story({});

/** On a phone the bottom row stacks: "Cookie settings" starts where the social links do, its padding still pressable. */
export const GuestOnSmallScreens = meta.story({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const cookies = await canvas.findByRole('button', { name: 'Cookie settings' });
    const facebook = canvas.getByRole('link', { name: /Facebook/ });
    const textStart = (element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    };
    await waitFor(() => expect(Math.abs(textStart(cookies) - facebook.getBoundingClientRect().left)).toBeLessThanOrEqual(2));
    await expect(cookies.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
});
