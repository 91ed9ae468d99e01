import type { components, paths } from '@openapi/generated/schema';
import { canAddAdditionalDrivers } from '@/entities/booking';
import { conflict, invalidField, notFound } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { checkImage, uploadedFile } from '../http/uploads';
import { orderOfBooking } from '../logic/booking-records-access';
import { addInstallment } from '../logic/order-additions';
import { productByKey } from '../logic/products';
import type { AdditionalDriverRow } from '../store/rows';
import { additionalDriverView } from '../views/booking.view';
import { bookingOf, idOf, requireRole } from './access';

type S = components['schemas'];

/** 002 §5 name rule: letters, spaces and - ' & . + */
const NAME = /^[\p{L}\p{M} '&.+-]+$/u;

export function driverHandlers(api: Routes<paths>) {
  /** A driver of a booking the viewer rents (admins too). */
  const driverOf = (ctx: RouteContext, id: number) => {
    const driver = ctx.store.additionalDrivers.get(id);
    if (!driver) throw notFound('additional driver');
    const { booking, role } = bookingOf(ctx, driver.bookingId);
    requireRole(role, ['renter'], 'The renter manages the additional drivers.');
    return { driver, booking };
  };
  const checkName = (name: string) => {
    if (name.trim() === '' || !NAME.test(name)) throw invalidField('name', 'The name may only hold letters, spaces and - \' & . +');
  };
  /** Both licence sides in: the driver goes to review (about 2 working days, 001 §4). */
  const reviewIfComplete = (driver: AdditionalDriverRow) => {
    const sides = new Set(driver.images.map((i) => i.type));
    if (driver.status === 'pending_verification' && sides.has('driving_license_front') && sides.has('driving_license_back')) driver.status = 'under_review';
  };
  const imageChange = (ctx: RouteContext, id: number, type: S['AdditionalDriverImageType'], change: (image: AdditionalDriverRow['images'][number], driver: AdditionalDriverRow) => void) => {
    const { driver } = driverOf(ctx, id);
    const image = driver.images.find((i) => i.type === type);
    if (!image) throw notFound('licence photo');
    change(image, driver);
    return additionalDriverView(ctx, driver);
  };

  return [
    api.get('/bookings/{id}/additional-drivers', ({ params, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      return response(200).json({ data: ctx.store.additionalDrivers.by('bookingId', booking.id).map((d) => additionalDriverView(ctx, d)) });
    }),

    api.post('/bookings/{id}/additional-drivers', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'The renter adds drivers.');
      if (!canAddAdditionalDrivers(booking, ctx.now)) throw conflict('additional_drivers_not_allowed', 'Drivers can be added to an open booking before it starts.');
      const { name } = await request.json();
      checkName(name);
      const product = productByKey(ctx.store, booking.assetSnapshot.country, 'additional_driver');
      const order = orderOfBooking(ctx.store, booking.id);
      const at = ctx.now.toISOString();
      if (product && order) {
        const installment = addInstallment(ctx.store, booking, order, 'additional_drivers', product.price, 0, ctx.now);
        ctx.store.orderItems.insert({ orderId: order.id, productId: product.id, productType: 'additional_drivers', quantity: 1, unitPrice: product.price, amount: product.price, installmentId: installment.id, createdAt: at });
      }
      const driver = ctx.store.additionalDrivers.insert({ bookingId: booking.id, name: name.trim(), status: 'pending_verification', images: [], price: product?.price ?? null, createdAt: at });
      ctx.store.bookingEvents.insert({ bookingId: booking.id, type: 'additional_driver_purchased', actor: 'renter', amount: product?.price ?? null, currency: booking.currency, data: { driverId: driver.id }, occurredAt: at });
      return response(201).json({ data: additionalDriverView(ctx, driver) });
    }),

    api.put('/additional-drivers/{id}', async ({ params, request, response }, ctx) => {
      const { driver } = driverOf(ctx, idOf(params.id));
      const { name } = await request.json();
      checkName(name);
      driver.name = name.trim();
      return response(200).json({ data: additionalDriverView(ctx, driver) });
    }),

    api.delete('/additional-drivers/{id}', ({ params, response }, ctx) => {
      const { driver, booking } = driverOf(ctx, idOf(params.id));
      if (!canAddAdditionalDrivers(booking, ctx.now)) throw conflict('additional_drivers_not_allowed', 'Drivers can be removed before the booking starts.');
      // An unpaid driver fee is dropped with the driver; a paid one stays (no refund for a removed driver).
      const order = orderOfBooking(ctx.store, booking.id);
      const item = order ? ctx.store.orderItems.by('orderId', order.id).find((i) => i.productType === 'additional_drivers' && i.createdAt === driver.createdAt) : undefined;
      const installment = item?.installmentId ? ctx.store.installments.get(item.installmentId) : undefined;
      if (order && item && installment && installment.status !== 'paid') {
        ctx.store.installments.delete(installment.id);
        ctx.store.orderItems.delete(item.id);
        order.total -= installment.amount;
        booking.totalPrice = order.total;
      }
      ctx.store.additionalDrivers.delete(driver.id);
      return response(204).empty();
    }),

    api.post('/additional-drivers/{id}/images', ({ params, response }, ctx) => {
      const { driver } = driverOf(ctx, idOf(params.id));
      checkImage(uploadedFile(ctx.multipart));
      const type = ctx.multipart?.fields['type'] as S['AdditionalDriverImageType'];
      const nextId = driver.images.reduce((max, i) => Math.max(max, i.id), 0) + 1;
      driver.images = [...driver.images.filter((i) => i.type !== type), { id: nextId, type, rotation: 0 }];
      reviewIfComplete(driver);
      return response(200).json({ data: additionalDriverView(ctx, driver) });
    }),

    api.post('/additional-drivers/{id}/rotate-image-left', async ({ params, request, response }, ctx) =>
      response(200).json({ data: imageChange(ctx, idOf(params.id), (await request.json()).type, (image) => (image.rotation -= 1)) }),
    ),
    api.post('/additional-drivers/{id}/rotate-image-right', async ({ params, request, response }, ctx) =>
      response(200).json({ data: imageChange(ctx, idOf(params.id), (await request.json()).type, (image) => (image.rotation += 1)) }),
    ),
    api.post('/additional-drivers/{id}/delete-image', async ({ params, request, response }, ctx) =>
      response(200).json({
        data: imageChange(ctx, idOf(params.id), (await request.json()).type, (image, driver) => {
          driver.images = driver.images.filter((i) => i !== image);
          if (driver.status === 'under_review') driver.status = 'pending_verification';
        }),
      }),
    ),
  ];
}
