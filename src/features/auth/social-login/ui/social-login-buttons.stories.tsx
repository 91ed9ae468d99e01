import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { SocialLoginButtons } from './social-login-buttons';

const meta = preview.meta({
  title: 'Features/SocialLogin/SocialLoginButtons',
  component: SocialLoginButtons,
  args: { redirect: fn() },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/auth/:provider/redirect', ({ params }) =>
        HttpResponse.json({ data: { url: `https://accounts.example/${String(params['provider'])}/authorize` } }),
      ),
    );
  },
});

export const Idle = meta.story({});

/** On the way to the provider: the chosen button is busy, the other waits. */
export const Redirecting = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith('https://accounts.example/facebook/authorize'));
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** The API gave no authorize URL: the buttons say so and can be pressed again. */
export const ProviderUnreachable = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/auth/:provider/redirect', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not reach Google. Please try again.');
  },
});
