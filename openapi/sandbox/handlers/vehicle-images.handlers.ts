import type { paths } from '@openapi/generated/schema';
import { forbidden, invalidField, notFound } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { checkDocument, checkImage, uploadedFile } from '../http/uploads';
import type { AssetImageRow } from '../store/rows';
import { assetImageView, orderedImages } from '../views/asset.view';
import { idOf, isAdmin, ownAssetOf, assetOf } from './access';

/** Uploaded photos are stored as records; the sandbox draws them (see README: no bytes are kept). */
const UPLOAD_WIDTH = 1920;
const UPLOAD_HEIGHT = 1280;

export function vehicleImageHandlers(api: Routes<paths>) {
  const ownImage = (ctx: RouteContext, id: number): AssetImageRow => {
    const image = ctx.store.assetImages.get(id);
    if (!image) throw notFound('image');
    const asset = ctx.store.assets.get(image.assetId);
    if (asset?.ownerId !== viewerOf(ctx.viewer).user.id && !isAdmin(ctx.viewer)) throw forbidden('Only the owner manages the vehicle’s images.');
    return image;
  };
  const touch = (ctx: RouteContext, assetId: number) => ctx.store.assets.update(assetId, { updatedAt: ctx.now.toISOString() });
  const additional = (ctx: RouteContext, assetId: number) =>
    ctx.store.assetImages.by('assetId', assetId).filter((i) => i.viewType === 'additional').sort((a, b) => a.position - b.position);
  /** Swaps an additional image with its neighbour and renumbers the positions 0..n-1. */
  const move = (ctx: RouteContext, id: number, step: -1 | 1) => {
    const image = ownImage(ctx, id);
    if (image.viewType !== 'additional') throw invalidField('viewType', 'Only additional images can be reordered.');
    const list = additional(ctx, image.assetId);
    const from = list.findIndex((i) => i.id === image.id);
    const to = Math.min(list.length - 1, Math.max(0, from + step));
    [list[from], list[to]] = [list[to] as AssetImageRow, list[from] as AssetImageRow];
    list.forEach((row, position) => (row.position = position));
    touch(ctx, image.assetId);
    return orderedImages(ctx.store.assetImages.by('assetId', image.assetId)).map((i) => assetImageView(ctx, i));
  };
  const rotate = (ctx: RouteContext, id: number, quarterTurns: number) => {
    const image = ownImage(ctx, id);
    image.rotation += quarterTurns;
    touch(ctx, image.assetId);
    return assetImageView(ctx, image);
  };

  return [
    api.get('/assets/{id}/images', ({ params, response }, ctx) => {
      const asset = assetOf(ctx, idOf(params.id));
      return response(200).json({ data: orderedImages(ctx.store.assetImages.by('assetId', asset.id)).map((i) => assetImageView(ctx, i)) });
    }),

    api.post('/assets/{id}/images', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      checkImage(uploadedFile(ctx.multipart));
      const viewType = ctx.multipart?.fields['viewType'] as AssetImageRow['viewType'];
      // A main or fixed-view photo replaces the previous one of that view; additional ones are appended.
      if (viewType !== 'additional') for (const old of ctx.store.assetImages.by('assetId', asset.id).filter((i) => i.viewType === viewType)) ctx.store.assetImages.delete(old.id);
      const image = ctx.store.assetImages.insert({
        assetId: asset.id,
        viewType,
        position: viewType === 'additional' ? additional(ctx, asset.id).length : 0,
        width: UPLOAD_WIDTH,
        height: UPLOAD_HEIGHT,
        rotation: 0,
        createdAt: ctx.now.toISOString(),
      });
      touch(ctx, asset.id);
      return response(201).json({ data: assetImageView(ctx, image) });
    }),

    api.post('/asset-images/{id}/rotate-left', ({ params, response }, ctx) => response(200).json({ data: rotate(ctx, idOf(params.id), -1) })),
    api.post('/asset-images/{id}/rotate-right', ({ params, response }, ctx) => response(200).json({ data: rotate(ctx, idOf(params.id), 1) })),
    api.post('/asset-images/{id}/move-up', ({ params, response }, ctx) => response(200).json({ data: move(ctx, idOf(params.id), -1) })),
    api.post('/asset-images/{id}/move-down', ({ params, response }, ctx) => response(200).json({ data: move(ctx, idOf(params.id), 1) })),

    api.delete('/asset-images/{id}', ({ params, response }, ctx) => {
      const image = ownImage(ctx, idOf(params.id));
      ctx.store.assetImages.delete(image.id);
      additional(ctx, image.assetId).forEach((row, position) => (row.position = position));
      touch(ctx, image.assetId);
      return response(204).empty();
    }),

    api.post('/assets/{id}/registration-document', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      const file = checkDocument(uploadedFile(ctx.multipart));
      for (const old of ctx.store.registrationDocuments.by('assetId', asset.id)) ctx.store.registrationDocuments.delete(old.id);
      const document = ctx.store.registrationDocuments.insert({
        assetId: asset.id,
        fileName: file.name || 'registration-document',
        mimeType: file.type === 'application/pdf' ? 'application/pdf' : 'image/jpeg',
        createdAt: ctx.now.toISOString(),
      });
      return response(201).json({ data: { ...document, url: ctx.urls.file('registration-document', document.id) } });
    }),

    api.delete('/assets/{id}/registration-document', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      const document = ctx.store.registrationDocuments.by('assetId', asset.id)[0];
      if (!document) throw notFound('registration document');
      ctx.store.registrationDocuments.delete(document.id);
      return response(204).empty();
    }),
  ];
}
