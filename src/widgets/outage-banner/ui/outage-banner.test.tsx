import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { OutageBanner } from './outage-banner';

const api = setupApiServer();
afterEach(() => {
  vi.useRealTimers();
});

const WARNING = /We are having technical problems/;

function answerHealth(respond: () => Response) {
  let calls = 0;
  api.use(
    http.get('*/api/health.json', () => {
      calls += 1;
      return respond();
    }),
  );
  return () => calls;
}

describe('OutageBanner (spec 002 §2.13, §4.6)', () => {
  it('warns when the health status is not ok', async () => {
    answerHealth(() => HttpResponse.json({ status: 'degraded', message: null }));
    renderWithProviders(<OutageBanner />);
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/You can still browse vehicles/);
  });

  it('stays away when the status is ok', async () => {
    const calls = answerHealth(() => HttpResponse.json({ status: 'ok', message: null }));
    renderWithProviders(<OutageBanner />);
    await waitFor(() => expect(calls()).toBe(1));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('ignores a failed health check (%s): no banner, nothing thrown', async (_, respond) => {
    const calls = answerHealth(respond);
    renderWithProviders(<OutageBanner />);
    await waitFor(() => expect(calls()).toBe(1));
    // Let the failed answer settle, then check nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('polls every 30 seconds: an outage that starts later shows, and ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = ['ok', 'outage', 'ok'];
    const calls = answerHealth(() => HttpResponse.json({ status: answers[calls() - 1] ?? 'ok', message: null }));
    renderWithProviders(<OutageBanner />);
    await waitFor(() => expect(calls()).toBe(1));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(calls()).toBe(2);

    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
  });

  it('keeps the last status when a later check fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerHealth(() => (calls() === 1 ? HttpResponse.json({ status: 'outage', message: null }) : HttpResponse.error()));
    renderWithProviders(<OutageBanner />);
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(calls()).toBe(2));
    expect(screen.getByText(WARNING)).toBeInTheDocument();
  });
});
