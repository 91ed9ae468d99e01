import { isApiError, api, unwrap, type components } from '@/shared/api';

type S = components['schemas'];
export type InsurancePolicy = S['InsurancePolicy'];
export type InsuranceClaim = S['InsuranceClaim'];
export type InsuranceAddon = S['Addon'];
export type Product = S['Product'];
export type OrderItem = S['OrderItem'];
export type Installment = S['Installment'];

/** The booking's policy; 404 until the insurer has one (a booking on the owner's cover has none). */
export async function fetchPolicy(bookingId: number, signal?: AbortSignal): Promise<InsurancePolicy | null> {
  try {
    return (await unwrap(api.GET('/bookings/{id}/insurance-policy', { params: { path: { id: bookingId } }, signal }))).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function fetchClaims(bookingId: number, signal?: AbortSignal): Promise<InsuranceClaim[]> {
  return (await unwrap(api.GET('/bookings/{id}/insurance-claims', { params: { path: { id: bookingId } }, signal }))).data;
}

/** The insurance add-ons the renter may still buy (001 §7 `filter[type]=insurance`). */
export async function fetchInsuranceAddons(bookingId: number, signal?: AbortSignal): Promise<InsuranceAddon[]> {
  return (await unwrap(api.GET('/bookings/{id}/available-addons', { params: { path: { id: bookingId }, query: { filter: { type: 'insurance' } } }, signal }))).data;
}

/** `GET /products` for the booking: its country's and insurer's products of one key or type. */
export async function fetchProducts(bookingId: number, filter: { key?: string; type?: S['ProductType'] }, signal?: AbortSignal): Promise<Product[]> {
  return (await unwrap(api.GET('/products', { params: { query: { filter: { ...filter, bookingId } } }, signal }))).data;
}

/** Buys a product: the order gets an item and the installment that charges it. */
export async function addOrderItem(orderId: number, productId: number): Promise<OrderItem> {
  return (await unwrap(api.POST('/orders/{id}/items', { params: { path: { id: orderId } }, body: { productId, quantity: 1 } }))).data;
}

export async function upgradeInsurance(bookingId: number, insuranceKey: S['PlatformInsurancePlan'], travelAbroad: boolean): Promise<void> {
  await unwrap(api.POST('/bookings/{id}/upgrade-insurance', { params: { path: { id: bookingId } }, body: { insuranceKey, travelAbroad } }));
}

/** The order's installments, to pay what a purchase added. */
export async function fetchInstallments(orderId: number): Promise<Installment[]> {
  return (await unwrap(api.GET('/orders/{id}/installments', { params: { path: { id: orderId } } }))).data;
}
