import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AssetDamage, DamageImageType, damageWriteOf } from '@/entities/vehicle';
import { bookingKeys } from '@/entities/booking';
import { DOCUMENT_UPLOAD_RULES, IMAGE_UPLOAD_RULES, api, unwrap, uploadFile } from '@/shared/api';

export const damageKeys = {
  all: ['asset-damages'] as const,
  ofVehicle: (vehicleId: number) => ['asset-damages', vehicleId] as const,
};

/** The vehicle's damages (`GET /assets/{id}/damages`), for its owner. */
export const vehicleDamagesQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: damageKeys.ofVehicle(vehicleId),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/assets/{id}/damages', { params: { path: { id: vehicleId } }, signal }))).data,
  });

export type DamageWrite = NonNullable<ReturnType<typeof damageWriteOf>>;

/** A photo chosen in the modal with its type (000 §3: each damage image has one). */
export interface DamagePhoto {
  file: File;
  type: DamageImageType;
}

export interface DamageFiles {
  photos: readonly DamagePhoto[];
  documents: readonly File[];
}

/**
 * Saves the damage's fields (`POST /asset-damages` or `PUT /asset-damages/{id}`), then sends each
 * photo and document on its own multipart `PUT`: one failed file is re-sent without the others,
 * and each goes with the upload's deadline, progress and automatic retry.
 */
export async function saveDamage(
  target: { damageId: number } | { vehicleId: number; bookingId: number | null },
  write: DamageWrite,
  files: DamageFiles,
  progress: { onFields: (damageId: number) => void; onFileSent: (file: File) => void },
): Promise<AssetDamage> {
  let damage =
    'damageId' in target
      ? (await unwrap(api.PUT('/asset-damages/{id}', { params: { path: { id: target.damageId } }, body: write }))).data
      : (await unwrap(api.POST('/asset-damages', { body: { assetId: target.vehicleId, ...(target.bookingId ? { bookingId: target.bookingId } : {}), ...write } }))).data;
  progress.onFields(damage.id);
  const params = { path: { id: damage.id } };
  for (const photo of files.photos) {
    damage = (await uploadFile({ method: 'PUT', path: '/asset-damages/{id}', params, file: photo.file, fileField: 'images', fields: { imageTypes: [photo.type] } }, { rules: IMAGE_UPLOAD_RULES })).data;
    progress.onFileSent(photo.file);
  }
  for (const document of files.documents) {
    damage = (await uploadFile({ method: 'PUT', path: '/asset-damages/{id}', params, file: document, fileField: 'documentation', fields: {} }, { rules: DOCUMENT_UPLOAD_RULES })).data;
    progress.onFileSent(document);
  }
  return damage;
}

export async function deleteDamage(damageId: number): Promise<void> {
  await unwrap(api.DELETE('/asset-damages/{id}', { params: { path: { id: damageId } } }));
}

export async function resolveDamage(damageId: number): Promise<AssetDamage> {
  return (await unwrap(api.PATCH('/asset-damages/{id}/set-resolved', { params: { path: { id: damageId } } }))).data;
}

/** Turns the damage's image of `type` a quarter turn (the API rotates by the image's type). */
export async function rotateDamageImage(damageId: number, type: DamageImageType, direction: 'left' | 'right'): Promise<AssetDamage> {
  const init = { params: { path: { id: damageId } }, body: { type } };
  return (await unwrap(direction === 'left' ? api.POST('/asset-damages/{id}/rotate-image-left', init) : api.POST('/asset-damages/{id}/rotate-image-right', init))).data;
}

/** The list, and the bookings whose deposit a damage case may hold (`hasPendingAmountDamages`). */
export async function refreshDamages(queryClient: QueryClient, vehicleId: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: damageKeys.ofVehicle(vehicleId) });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'active' });
}
