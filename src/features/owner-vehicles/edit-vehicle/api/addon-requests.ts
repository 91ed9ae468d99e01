import { queryOptions } from '@tanstack/react-query';
import { api, noContent, unwrap, type components } from '@/shared/api';
import type { AddonKey, AddonPricingMode } from '../model/addon-catalogue';

export type OwnerAddon = components['schemas']['OwnerAddon'];

/** What a save sends: the price in minor units of the vehicle's currency (0 when included). */
export interface OwnerAddonWrite {
  key: AddonKey;
  pricingStrategy: AddonPricingMode;
  price: number;
  quantity: number;
}

export const ownerAddonsKey = (vehicleId: number) => ['vehicle-editor', vehicleId, 'owner-addons'] as const;

/** The add-ons the owner offers with the vehicle (`GET /assets/{id}/owner-addons`). */
export const ownerAddonsQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: ownerAddonsKey(vehicleId),
    queryFn: async ({ signal }): Promise<OwnerAddon[]> => (await unwrap(api.GET('/assets/{id}/owner-addons', { params: { path: { id: vehicleId } }, signal }))).data,
  });

/** `POST /assets/{id}/owner-addons` for a new add-on, `PUT …/owner-addons/{addonId}` for a change. */
export async function saveOwnerAddon(vehicleId: number, addonId: number | null, body: OwnerAddonWrite): Promise<OwnerAddon> {
  if (addonId === null) return (await unwrap(api.POST('/assets/{id}/owner-addons', { params: { path: { id: vehicleId } }, body }))).data;
  return (await unwrap(api.PUT('/assets/{id}/owner-addons/{addonId}', { params: { path: { id: vehicleId, addonId } }, body }))).data;
}

export async function deleteOwnerAddon(vehicleId: number, addonId: number): Promise<void> {
  await noContent(api.DELETE('/assets/{id}/owner-addons/{addonId}', { params: { path: { id: vehicleId, addonId } } }));
}
