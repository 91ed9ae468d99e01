import preview from '#.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { consentChoice, resetConsent } from '@/shared/lib/observability';
import { CookieConsentBanner } from './cookie-consent-banner';
import { CookieSettingsButton } from './cookie-settings-button';

const meta = preview.meta({
  title: 'Features/CookieConsent',
  component: CookieConsentBanner,
  parameters: { layout: 'fullscreen' },
  // Every story starts before the visitor's choice.
  beforeEach: () => {
    resetConsent();
    return () => resetConsent();
  },
});

/** Before any choice: the card asks; nothing is measured. */
export const Asking = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Cookies and statistics' })).toBeVisible();
    expect(consentChoice()).toBeUndefined();
  },
});

export const Accepting = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(canvas.queryByRole('region', { name: 'Cookies and statistics' })).toBeNull();
    expect(consentChoice()).toBe('accepted');
  },
});

export const Rejecting = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    expect(consentChoice()).toBe('rejected');
  },
});

/** "Cookie settings" (in the footer) forgets the choice: the card asks again. */
export const AskingAgain = meta.story({
  render: () => (
    <>
      <CookieSettingsButton />
      <CookieConsentBanner />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    await expect(canvas.queryByRole('region', { name: 'Cookies and statistics' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    await expect(await canvas.findByRole('region', { name: 'Cookies and statistics' })).toBeVisible();
  },
});
