import type { components, paths } from '@openapi/generated/schema';
import { forbidden, invalid, invalidField, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { checkImage } from '../http/uploads';
import { holdsContactInfo } from '@/entities/user';
import type { AssetDamageRow } from '../store/rows';
import { damageView } from '../views/booking.view';
import { assetOf, idOf, isAdmin, ownAssetOf } from './access';

type S = components['schemas'];

const DAY_MS = 86_400_000;

/** Photos and documentation of a multipart damage request (images typed by `imageTypes`, by position). */
function attachments(ctx: RouteContext, damage: Pick<AssetDamageRow, 'images' | 'documentation'>, imageTypes: readonly S['DamageImageType'][]): void {
  const files = ctx.multipart?.files;
  let nextImage = damage.images.reduce((max, i) => Math.max(max, i.id), 0);
  (files?.get('images') ?? []).forEach((file, index) => {
    checkImage(file);
    damage.images.push({ id: ++nextImage, type: imageTypes[index] ?? 'overview', rotation: 0 });
  });
  let nextDocument = damage.documentation.reduce((max, d) => Math.max(max, d.id), 0);
  for (const file of files?.get('documentation') ?? []) {
    damage.documentation.push({ id: ++nextDocument, fileName: file.name || 'document', mimeType: file.type || 'application/octet-stream', size: file.size, createdAt: ctx.now.toISOString() });
  }
}

function checkWrite(body: S['AssetDamageWrite'], inCheckout: boolean): void {
  for (const field of ['description', 'courseOfEvents', 'location'] as const) {
    const text = body[field];
    if (text && holdsContactInfo(text)) throw unprocessable('contact_info_not_allowed', 'Contact information is not allowed.', { [field]: ['Contact information is not allowed.'] });
  }
  if (body.compensationMode === 'fixed_amount' && (body.compensationAmount ?? null) === null) throw invalidField('compensationAmount', 'A fixed amount needs the amount.');
  // 001 §5: in the check-out flow a damage needs its course of events and compensation mode.
  if (inCheckout) {
    const missing = (['courseOfEvents', 'compensationMode'] as const).filter((field) => !body[field]);
    if (missing.length > 0) throw invalid(Object.fromEntries(missing.map((field) => [field, [`The ${field} field is required for a damage found at check-out.`]])));
  }
}

export function damageHandlers(api: Routes<paths>) {
  const ownDamage = (ctx: RouteContext, id: number): AssetDamageRow => {
    const damage = ctx.store.assetDamages.get(id);
    if (!damage) throw notFound('damage');
    ownAssetOf(ctx, damage.assetId);
    return damage;
  };
  const rotate = (ctx: RouteContext, id: number, type: S['DamageImageType'], quarterTurns: number) => {
    const damage = ownDamage(ctx, id);
    const image = damage.images.find((i) => i.type === type);
    if (!image) throw notFound('damage image');
    image.rotation += quarterTurns;
    return damageView(ctx, damage);
  };
  const pendingDue = (ctx: RouteContext, bookingId: number | null | undefined, mode: S['CompensationMode'] | undefined) => {
    if (mode !== 'pending_amount') return null;
    const booking = bookingId ? ctx.store.bookings.get(bookingId) : undefined;
    return new Date(ctx.now.getTime() + (booking?.damageWindowDays ?? 7) * DAY_MS).toISOString();
  };

  return [
    api.get('/assets/{id}/damages', ({ params, response }, ctx) => {
      const asset = assetOf(ctx, idOf(params.id));
      const viewer = viewerOf(ctx.viewer);
      // The owner, and a renter with a booking of the vehicle (the check-in shows its known damages).
      const renter = ctx.store.bookings.by('assetId', asset.id).some((b) => b.renterId === viewer.user.id && ['confirmed', 'active', 'ended'].includes(b.ecommerceStatus));
      if (asset.ownerId !== viewer.user.id && !isAdmin(viewer) && !renter) throw forbidden('Only the owner sees the vehicle’s damages.');
      return response(200).json({ data: ctx.store.assetDamages.by('assetId', asset.id).map((d) => damageView(ctx, d)) });
    }),

    api.post('/asset-damages', async ({ request, response }, ctx) => {
      const body = ctx.multipart ? (ctx.multipart.fields as S['AssetDamageCreate']) : await request.json();
      const asset = ctx.store.assets.get(body.assetId);
      if (!asset) throw invalidField('assetId', 'No such vehicle.');
      ownAssetOf(ctx, asset.id);
      const booking = body.bookingId ? ctx.store.bookings.get(body.bookingId) : undefined;
      if (body.bookingId && booking?.assetId !== asset.id) throw invalidField('bookingId', 'The booking is not of this vehicle.');
      checkWrite(body, booking?.ecommerceStatus === 'active' || booking?.ecommerceStatus === 'ended');
      const damage = ctx.store.assetDamages.insert({
        assetId: asset.id,
        bookingId: body.bookingId ?? null,
        location: body.location,
        description: body.description,
        courseOfEvents: body.courseOfEvents ?? null,
        compensationMode: body.compensationMode ?? 'none',
        compensationAmount: body.compensationAmount ?? null,
        compensationDueAt: pendingDue(ctx, body.bookingId, body.compensationMode),
        documentation: [],
        images: [],
        isResolved: false,
        resolvedAt: null,
        createdAt: ctx.now.toISOString(),
      });
      attachments(ctx, damage, body.imageTypes ?? []);
      return response(201).json({ data: damageView(ctx, damage) });
    }),

    api.put('/asset-damages/{id}', async ({ params, request, response }, ctx) => {
      const damage = ownDamage(ctx, idOf(params.id));
      const body = ctx.multipart ? (ctx.multipart.fields as S['AssetDamageWrite']) : await request.json();
      checkWrite(body, false);
      const before = damage.compensationMode;
      // 001 §4: a pending amount is given within its deadline, else the deposit is returned and none can follow.
      const givesPendingAmount = (body.compensationMode ?? before) === 'pending_amount' && (body.compensationAmount ?? null) !== null && damage.compensationAmount === null;
      if (givesPendingAmount && damage.compensationDueAt && ctx.now >= new Date(damage.compensationDueAt)) {
        throw unprocessable('compensation_deadline_passed', 'The deadline for the pending amount has passed.', { compensationAmount: ['The deadline for the pending amount has passed.'] });
      }
      const { images: _images, imageTypes, documentation: _documentation, ...fields } = body;
      Object.assign(damage, fields);
      // Editing a pending amount (or giving it) keeps its deadline; only a new mode sets one.
      if (body.compensationMode && body.compensationMode !== before) damage.compensationDueAt = pendingDue(ctx, damage.bookingId, body.compensationMode);
      attachments(ctx, damage, imageTypes ?? []);
      return response(200).json({ data: damageView(ctx, damage) });
    }),

    api.delete('/asset-damages/{id}', ({ params, response }, ctx) => {
      const damage = ownDamage(ctx, idOf(params.id));
      ctx.store.assetDamages.delete(damage.id);
      return response(204).empty();
    }),

    api.patch('/asset-damages/{id}/set-resolved', ({ params, response }, ctx) => {
      const damage = ownDamage(ctx, idOf(params.id));
      Object.assign(damage, { isResolved: true, resolvedAt: ctx.now.toISOString() });
      return response(200).json({ data: damageView(ctx, damage) });
    }),

    api.post('/asset-damages/{id}/rotate-image-left', async ({ params, request, response }, ctx) => response(200).json({ data: rotate(ctx, idOf(params.id), (await request.json()).type, -1) })),
    api.post('/asset-damages/{id}/rotate-image-right', async ({ params, request, response }, ctx) => response(200).json({ data: rotate(ctx, idOf(params.id), (await request.json()).type, 1) })),
  ];
}
