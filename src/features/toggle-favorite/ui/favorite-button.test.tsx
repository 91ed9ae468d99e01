import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { PENDING_FAVORITE_KEY } from '@/entities/vehicle';
import { setupApiServer } from '@/shared/test-server';
import { FavoriteButton } from './favorite-button';

const api = setupApiServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
beforeEach(() => localStorage.clear());

interface Call {
  method: string;
  body: unknown;
}

/** The favourites service: `favourites` as stored; `answer` decides each POST/DELETE. */
function favouritesApi(favourites: number[], answer: (call: Call) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const change = async ({ request }: { request: Request }) => {
    const call = { method: request.method, body: await request.json() };
    calls.push(call);
    return answer(call);
  };
  api.use(
    http.get('*/api/me/favorite-assets', () => HttpResponse.json({ data: favourites.map((assetId) => ({ assetId, createdAt: '2026-11-01T10:00:00Z' })) })),
    http.post('*/api/me/favorite-assets', change),
    http.delete('*/api/me/favorite-assets', change),
  );
  return calls;
}

const saved = (call: Call) => HttpResponse.json({ data: { assetId: (call.body as { assetId: number }).assetId, createdAt: '2026-11-20T10:00:00Z' } }, { status: 201 });

async function renderHeart(as: 'renter' | null, onGuest = vi.fn()) {
  await renderWithSession(<FavoriteButton assetId={5} vehicleName="Knaus BoxStar 600" pageName="search-motorhome" index={2} onGuest={onGuest} />, { as });
  return { onGuest };
}

describe('FavoriteButton (000 §4, 002 §4.9, §8)', () => {
  it('as a guest: stores the favourite record and asks to sign up, sending nothing', async () => {
    const calls = favouritesApi([], saved);
    const { onGuest } = await renderHeart(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save Knaus BoxStar 600 to favourites' }));
    expect(onGuest).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(PENDING_FAVORITE_KEY) ?? 'null')).toEqual({ assetId: 5, pageName: 'search-motorhome', index: 2 });
    expect(calls).toHaveLength(0);
  });

  it('signed in: shows a saved vehicle as pressed and removes it at once', async () => {
    const calls = favouritesApi([5], () => new HttpResponse(null, { status: 204 }));
    await renderHeart('renter');
    const heart = await screen.findByRole('button', { name: 'Remove Knaus BoxStar 600 from favourites' }, { timeout: 5_000 });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Save Knaus BoxStar 600 to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', body: { assetId: 5, pageName: 'search-motorhome', index: 2 } }]));
    expect(localStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
  });

  it('signed in: adds at once, ignores clicks while the request runs, and the saved message clears after 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: (response: Response) => void = () => undefined;
    const calls = favouritesApi([], () => new Promise<Response>((resolve) => (release = resolve)));
    await renderHeart('renter');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const heart = await screen.findByRole('button', { name: 'Save Knaus BoxStar 600 to favourites' }, { timeout: 5_000 });
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('aria-busy', 'true');
    await user.click(heart);
    await user.click(heart);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'POST', body: { assetId: 5, pageName: 'search-motorhome', index: 2 } });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    release(HttpResponse.json({ data: { assetId: 5, createdAt: '2026-11-20T10:00:00Z' } }, { status: 201 }));
    expect(await screen.findByText('Saved to favourites', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(heart).not.toHaveAttribute('aria-busy');
    expect(heart).toHaveAccessibleName('Remove Knaus BoxStar 600 from favourites');

    // The clock also runs on its own a little (shouldAdvanceTime), so check well inside the 6 s, then past them.
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Saved to favourites')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Saved to favourites')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('signed in: a failure is reported and swallowed, the heart returns to where it was', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = favouritesApi([], () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 }));
    await renderHeart('renter');
    const heart = await screen.findByRole('button', { name: 'Save Knaus BoxStar 600 to favourites' }, { timeout: 5_000 });
    await userEvent.click(heart);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveAccessibleName('Save Knaus BoxStar 600 to favourites');
    expect(report).toHaveBeenCalledWith('Could not add the favourite', expect.anything());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Not blocked for good: the next click tries again.
    await userEvent.click(heart);
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
