import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { PENDING_FAVORITE_KEY } from '@/entities/vehicle';
import { FavoriteButton } from './favorite-button';

/** The user's favourites as the API lists them. */
const listing = (ids: number[]) =>
  http.get('*/api/me/favorite-assets', () => HttpResponse.json({ data: ids.map((assetId) => ({ assetId, createdAt: '2026-11-01T10:00:00Z' })) }));
const added = http.post('*/api/me/favorite-assets', () => HttpResponse.json({ data: { assetId: 7, createdAt: '2026-11-20T10:00:00Z' } }, { status: 201 }));

const onGuest = fn();

const meta = preview.meta({
  title: 'Features/ToggleFavorite/FavoriteButton',
  decorators: [withTestSession],
  parameters: { session: { as: null } },
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: '16rem', padding: '1rem', background: '#ccc' }}>
      <FavoriteButton assetId={7} vehicleName="Knaus BoxStar 600" pageName="favorites" index={0} onGuest={onGuest} />
    </div>
  ),
});

/** A guest's click stores the vehicle and asks to sign up (002 §4.9). */
export const Guest = meta.story({
  play: async ({ canvas, userEvent }) => {
    localStorage.removeItem(PENDING_FAVORITE_KEY);
    onGuest.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Knaus BoxStar 600 to favourites' }));
    await expect(onGuest).toHaveBeenCalledOnce();
    await expect(JSON.parse(localStorage.getItem(PENDING_FAVORITE_KEY) ?? 'null')).toEqual({ assetId: 7, pageName: 'favorites', index: 0 });
    localStorage.removeItem(PENDING_FAVORITE_KEY);
  },
});

export const NotSaved = meta.story({
  parameters: { session: { as: 'renter' } },
  beforeEach({ msw }) {
    msw.use(listing([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save Knaus BoxStar 600 to favourites' })).toHaveAttribute('aria-pressed', 'false');
  },
});

export const Saved = meta.story({
  parameters: { session: { as: 'renter' } },
  beforeEach({ msw }) {
    msw.use(listing([7]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove Knaus BoxStar 600 from favourites' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/** Saved: the message shows for 6 s. */
export const JustSaved = meta.story({
  parameters: { session: { as: 'renter' } },
  beforeEach({ msw }) {
    msw.use(listing([]), added);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Knaus BoxStar 600 to favourites' }));
    await expect(await canvas.findByText('Saved to favourites')).toBeVisible();
  },
});
