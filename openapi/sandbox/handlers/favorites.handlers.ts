import type { components, paths } from '@openapi/generated/schema';
import { notFound } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import type { FavoriteRow } from '../store/rows';
import { assetView } from '../views/asset.view';
import { includesOf } from '../views/pagination';
import { assetOf } from './access';

type S = components['schemas'];

export function favoriteHandlers(api: Routes<paths>) {
  const favouritesOf = (ctx: RouteContext) => ctx.store.favorites.by('userId', viewerOf(ctx.viewer).user.id);
  const view = (ctx: RouteContext, row: FavoriteRow, withAsset: boolean): S['FavoriteAsset'] => {
    const { userId: _user, pageName: _page, index: _index, ...favorite } = row;
    const asset = withAsset ? ctx.store.assets.get(row.assetId) : undefined;
    return { ...favorite, ...(asset ? { asset: assetView(ctx, asset) } : {}) };
  };
  const add = (ctx: RouteContext, ref: S['FavoriteAssetRef']): FavoriteRow => {
    assetOf(ctx, ref.assetId);
    const existing = favouritesOf(ctx).find((f) => f.assetId === ref.assetId);
    return (
      existing ??
      ctx.store.favorites.insert({ userId: viewerOf(ctx.viewer).user.id, assetId: ref.assetId, pageName: ref.pageName ?? null, index: ref.index ?? null, createdAt: ctx.now.toISOString() })
    );
  };

  return [
    api.get('/me/favorite-assets', ({ request, response }, ctx) => {
      const withAsset = includesOf(request.url).has('asset');
      const rows = favouritesOf(ctx).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return response(200).json({ data: rows.map((row) => view(ctx, row, withAsset)) });
    }),
    api.post('/me/favorite-assets', async ({ request, response }, ctx) => response(201).json({ data: view(ctx, add(ctx, await request.json()), false) })),
    api.delete('/me/favorite-assets', async ({ request, response }, ctx) => {
      const { assetId } = await request.json();
      const row = favouritesOf(ctx).find((f) => f.assetId === assetId);
      if (!row) throw notFound('favourite');
      ctx.store.favorites.delete(row.id);
      return response(204).empty();
    }),
    api.post('/me/favorite-assets/toggle', async ({ request, response }, ctx) => {
      const ref = await request.json();
      const row = favouritesOf(ctx).find((f) => f.assetId === ref.assetId);
      if (row) ctx.store.favorites.delete(row.id);
      else add(ctx, ref);
      return response(200).json({ data: { assetId: ref.assetId, isFavorite: !row } });
    }),
  ];
}
