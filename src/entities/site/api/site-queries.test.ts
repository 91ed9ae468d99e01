import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@/shared/test-server';
import { exchangeRatesQueryOptions, healthQueryOptions, platformVehicleCountQueryOptions, userReviewStatsQueryOptions } from './site-queries';

const api = setupApiServer();

const client = () => new QueryClient();

describe('site queries', () => {
  it('health: GET /health.json, polled every 30 seconds, a failure not retried', async () => {
    api.use(http.get('*/api/health.json', () => HttpResponse.json({ status: 'degraded', message: null })));
    const options = healthQueryOptions();
    expect(options.refetchInterval).toBe(30_000);
    expect(options.retry).toBe(false);
    await expect(client().fetchQuery(options)).resolves.toEqual({ status: 'degraded', message: null });
  });

  it('exchange rates: GET /exchange-rates with the base currency', async () => {
    let base: string | null = null;
    api.use(
      http.get('*/api/exchange-rates', ({ request }) => {
        base = new URL(request.url).searchParams.get('base');
        return HttpResponse.json({ data: { base: 'sek', rates: { sek: 1, nok: 1.02, eur: 0.087, dkk: 0.65, chf: 0.083 } } });
      }),
    );
    const rates = await client().fetchQuery(exchangeRatesQueryOptions('sek'));
    expect(base).toBe('sek');
    expect(rates.rates.eur).toBe(0.087);
    expect(exchangeRatesQueryOptions('sek').queryKey).not.toEqual(exchangeRatesQueryOptions('eur').queryKey);
  });

  it('vehicle count: GET /assets/count without a filter, count and rounded_count', async () => {
    let query: string | null = null;
    api.use(
      http.get('*/api/assets/count', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ count: 1234, rounded_count: 1200 });
      }),
    );
    await expect(client().fetchQuery(platformVehicleCountQueryOptions())).resolves.toEqual({ count: 1234, rounded_count: 1200 });
    expect(query).toBe('');
  });

  it('review stats: GET /user-reviews/stats', async () => {
    api.use(http.get('*/api/user-reviews/stats', () => HttpResponse.json({ data: { averageScore: 4.8, reviewCountRounded: 12000, count: 12345 } })));
    await expect(client().fetchQuery(userReviewStatsQueryOptions())).resolves.toEqual({ averageScore: 4.8, reviewCountRounded: 12000, count: 12345 });
  });
});
