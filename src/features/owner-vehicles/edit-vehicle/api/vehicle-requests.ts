import type { Activation } from '@machines/vehicle-editor';
import type { VehicleChanges, VehicleRecord } from '@/entities/vehicle';
import { api, unwrap } from '@/shared/api';

/** `GET /assets/{id}`: the owner sees every field of a draft or deactivated vehicle. */
export async function fetchVehicle(vehicleId: number): Promise<VehicleRecord> {
  return (await unwrap(api.GET('/assets/{id}', { params: { path: { id: vehicleId } } }))).data;
}

/** The first save of a new listing creates it (`POST /assets`, 000 §7); every later one updates it (`PUT /assets/{id}`). */
export async function saveVehicle(vehicleId: number | null, changes: VehicleChanges): Promise<VehicleRecord> {
  if (vehicleId === null) {
    const { subType = 'motorhome', ...rest } = changes;
    return (await unwrap(api.POST('/assets', { body: { ...rest, type: 'vehicle', subType } }))).data;
  }
  return (await unwrap(api.PUT('/assets/{id}', { params: { path: { id: vehicleId } }, body: changes }))).data;
}

/** `GET /assets/{id}/price-suggestions`: weekly prices of similar vehicles, in the vehicle's currency. */
export async function fetchPriceSuggestions(vehicleId: number) {
  return (await unwrap(api.GET('/assets/{id}/price-suggestions', { params: { path: { id: vehicleId } } }))).data;
}

/** `GET /assets/{id}/pricing-examples`: what sample stays cost a renter and earn the owner at the saved prices. */
export async function fetchPricingExamples(vehicleId: number) {
  return (await unwrap(api.GET('/assets/{id}/pricing-examples', { params: { path: { id: vehicleId } } }))).data;
}

/** Publishing or deactivating (`PUT /assets/{id}` with `isActive`; a deactivation with the owner's reason and explanation, 000 §5). */
export async function setActivation(vehicleId: number, activation: Activation): Promise<VehicleRecord> {
  const body = activation.active ? { isActive: true } : { isActive: false, deactivationReason: activation.reason, deactivationExplanation: activation.explanation };
  return (await unwrap(api.PUT('/assets/{id}', { params: { path: { id: vehicleId } }, body }))).data;
}

/** `GET /vehicle-data/{country}/{plate}`: the national register's data of a plate (SE, NO, DK, FI; 000 §5, §7). */
export async function fetchVehicleData(country: string, plate: string) {
  return (await unwrap(api.GET('/vehicle-data/{a}/{b}', { params: { path: { a: country.toLowerCase(), b: plate } } }))).data;
}
