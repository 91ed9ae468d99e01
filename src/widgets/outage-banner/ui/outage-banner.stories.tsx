import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { OutageBanner, OutageBannerMessage } from './outage-banner';

const meta = preview.meta({ title: 'Widgets/OutageBanner', component: OutageBanner, parameters: { layout: 'fullscreen' } });

/** `/health.json` answers a status other than `ok`. */
export const Outage = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/health.json', () => HttpResponse.json({ status: 'degraded', message: null })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We are having technical problems/)).toBeInTheDocument();
  },
});

/** `ok`: no banner. */
export const Healthy = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/health.json', () => HttpResponse.json({ status: 'ok', message: null })));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
});

/** The health check failed: ignored, no banner. */
export const HealthCheckFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/health.json', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
});

/** The message alone, as it sits above the header. */
export const Message = meta.story({ render: () => <OutageBannerMessage /> });
