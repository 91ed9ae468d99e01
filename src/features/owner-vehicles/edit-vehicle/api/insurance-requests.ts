import { queryOptions } from '@tanstack/react-query';
import type { VehicleRecord } from '@/entities/vehicle';
import { api, unwrap, type components } from '@/shared/api';

export type InsurancePriceLevel = components['schemas']['InsurancePriceLevel'];

/** The platform insurance's price per night by plan and insured-value band (`GET /assets/{id}/insurance-price-levels`). */
export const insurancePriceLevelsQuery = (vehicleId: number, insuranceValue: number | null | undefined) =>
  queryOptions({
    // The saved value marks the current level: a new one after each save.
    queryKey: ['vehicle-editor', vehicleId, 'insurance-price-levels', insuranceValue ?? null] as const,
    queryFn: async ({ signal }): Promise<InsurancePriceLevel[]> => (await unwrap(api.GET('/assets/{id}/insurance-price-levels', { params: { path: { id: vehicleId } }, signal }))).data,
  });

/** The owner confirms own cover (`POST /assets/{id}/confirm-insurance-requirements`), which turns the platform insurance off (000 §4). */
export async function confirmOwnInsurance(vehicleId: number, insuranceCompany: string): Promise<VehicleRecord> {
  return (await unwrap(api.POST('/assets/{id}/confirm-insurance-requirements', { params: { path: { id: vehicleId } }, body: { ownInsuranceConfirmed: true, insuranceCompany } }))).data;
}
