import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, shouldRetryRead, unwrap, type components } from '@/shared/api';

/** A refused request (4xx) gives the same answer again: only failures of the server or the network are retried, once. */
const retryServerFailures = shouldRetryRead;

type S = components['schemas'];
export type VehicleDetail = S['Asset'];
export type VehicleReview = S['Review'];
export type VehicleAddon = S['Addon'];
export type VehicleInsuranceProduct = S['InsuranceProduct'];
export type VehicleUnavailableDates = S['UnavailableDates'];

/** Reviews per page on the vehicle page. */
export const VEHICLE_REVIEWS_PAGE_SIZE = 5;
/** Related vehicles shown under a vehicle (the contract's default count). */
export const RELATED_VEHICLES_COUNT = 3;

export const vehicleDetailKeys = {
  all: ['vehicle-detail'] as const,
  /** The viewer is part of the key: the owner gets the exact location, others an approximate one. */
  detail: (id: number, viewerId: number | null) => [...vehicleDetailKeys.all, id, 'viewer', viewerId] as const,
  price: (id: number, fromDate: string, toDate: string) => [...vehicleDetailKeys.all, id, 'price', fromDate, toDate] as const,
  reviews: (id: number, page: number) => [...vehicleDetailKeys.all, id, 'reviews', page] as const,
  unavailableDates: (id: number) => [...vehicleDetailKeys.all, id, 'unavailable-dates'] as const,
  related: (id: number) => [...vehicleDetailKeys.all, id, 'related'] as const,
  addons: (id: number) => [...vehicleDetailKeys.all, id, 'addons'] as const,
  insurance: (id: number) => [...vehicleDetailKeys.all, id, 'insurance'] as const,
};

export const vehicleDetailQueries = {
  detail: (id: number, viewerId: number | null) =>
    queryOptions({
      queryKey: vehicleDetailKeys.detail(id, viewerId),
      queryFn: async ({ signal }) => (await unwrap(api.GET('/assets/{id}', { params: { path: { id } }, signal }))).data,
      retry: retryServerFailures,
    }),
  /** 000 §7: `GET /assets/{id}` with fromDate and toDate carries the total and the nights for that stay. */
  price: (id: number, fromDate: string, toDate: string) =>
    queryOptions({
      queryKey: vehicleDetailKeys.price(id, fromDate, toDate),
      queryFn: async ({ signal }) => {
        const { data } = await unwrap(api.GET('/assets/{id}', { params: { path: { id }, query: { fromDate, toDate } }, signal }));
        return { totalPrice: data.totalPrice ?? null, numberOfNights: data.numberOfNights ?? null, currency: data.currency, lineItems: data.priceLineItems ?? [] };
      },
      staleTime: 60_000,
      retry: retryServerFailures,
    }),
  reviews: (id: number, page: number) =>
    queryOptions({
      queryKey: vehicleDetailKeys.reviews(id, page),
      queryFn: async ({ signal }) =>
        unwrap(
          api.GET('/assets/{id}/reviews', {
            params: { path: { id }, query: { 'page[size]': VEHICLE_REVIEWS_PAGE_SIZE, 'page[number]': page } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  /** Always fresh: a stale calendar is how "dates not available" happens. */
  unavailableDates: (id: number) =>
    queryOptions({
      queryKey: vehicleDetailKeys.unavailableDates(id),
      queryFn: async ({ signal }) => (await unwrap(api.GET('/assets/{id}/unavailable-dates', { params: { path: { id } }, signal }))).data,
      staleTime: 0,
    }),
  related: (id: number) =>
    queryOptions({
      queryKey: vehicleDetailKeys.related(id),
      queryFn: async ({ signal }) =>
        (await unwrap(api.GET('/assets/{id}/related', { params: { path: { id }, query: { count: RELATED_VEHICLES_COUNT } }, signal }))).data,
    }),
  /** Without dates the API prices add-ons for a probe range in the following April (000 §7). */
  addons: (id: number) =>
    queryOptions({
      queryKey: vehicleDetailKeys.addons(id),
      queryFn: async ({ signal }) => (await unwrap(api.GET('/assets/{id}/available-addons', { params: { path: { id } }, signal }))).data,
    }),
  insurance: (id: number) =>
    queryOptions({
      queryKey: vehicleDetailKeys.insurance(id),
      queryFn: async ({ signal }) =>
        (await unwrap(api.GET('/assets/{id}/available-insurance-products', { params: { path: { id } }, signal }))).data,
    }),
};
