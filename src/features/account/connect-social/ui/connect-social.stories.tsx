import preview from '#.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { userOf } from '@/shared/test';
import { ConnectSocial } from './connect-social';

const meta = preview.meta({ title: 'Features/ConnectSocial', component: ConnectSocial, args: { redirect: fn() } });

const me = (connectedProviders: ('facebook' | 'google')[]) =>
  http.get('*/api/me', () => HttpResponse.json({ data: { ...userOf('renter'), connectedProviders } }));

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me', () => delay('infinite')));
  },
});

export const NoneConnected = meta.story({
  beforeEach({ msw }) {
    msw.use(me([]));
  },
});

export const GoogleConnected = meta.story({
  beforeEach({ msw }) {
    msw.use(me(['google']));
  },
});

export const BothConnected = meta.story({
  beforeEach({ msw }) {
    msw.use(me(['facebook', 'google']));
  },
});

export const Redirecting = meta.story({
  beforeEach({ msw }) {
    msw.use(
      me([]),
      http.get('*/api/auth/:provider/redirect', () => HttpResponse.json({ data: { url: 'https://accounts.example/authorize' } })),
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith('https://accounts.example/authorize'));
  },
});

export const ProviderUnreachable = meta.story({
  beforeEach({ msw }) {
    msw.use(
      me([]),
      http.get('*/api/auth/:provider/redirect', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not reach Google. Please try again.');
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your connected accounts could not be loaded.');
  },
});

export const OnlyLoginWithoutPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me', () => HttpResponse.json({ data: { ...userOf('renter'), connectedProviders: ['google'], hasPassword: false } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your only way to log in: set a password to disconnect it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Disconnect Google' })).toBeNull();
  },
});

export const Disconnecting = meta.story({
  beforeEach({ msw }) {
    msw.use(
      me(['google']),
      http.delete('*/api/me/social-accounts/:provider', () => HttpResponse.json({ data: { ...userOf('renter'), connectedProviders: [] } })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect Google' }));
    await expect(await canvas.findByRole('button', { name: 'Connect Google' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Google is disconnected.');
  },
});
