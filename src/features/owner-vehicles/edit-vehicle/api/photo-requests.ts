import { queryOptions } from '@tanstack/react-query';
import type { FixedPhotoView, VehiclePhoto, VehiclePhotoView } from '@/entities/vehicle';
import { DOCUMENT_UPLOAD_RULES, IMAGE_UPLOAD_RULES, api, unwrap, uploadFile, type UploadOptions } from '@/shared/api';

type SendOptions = Omit<UploadOptions, 'rules'>;
export type { FixedPhotoView };

export const photosKey = (vehicleId: number) => ['vehicle-editor', vehicleId, 'photos'] as const;

/** `GET /assets/{id}/images`: the main photo first, then the additional ones by position, and the views. */
export const vehiclePhotosQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: photosKey(vehicleId),
    queryFn: async ({ signal }): Promise<VehiclePhoto[]> => (await unwrap(api.GET('/assets/{id}/images', { params: { path: { id: vehicleId } }, signal }))).data,
  });

/** A main or view photo replaces the one before it; an additional one joins the end (the contract's `POST /assets/{id}/images`). */
export async function uploadVehiclePhoto(vehicleId: number, viewType: VehiclePhotoView, file: File, options: SendOptions): Promise<VehiclePhoto> {
  return (await uploadFile({ method: 'POST', path: '/assets/{id}/images', params: { path: { id: vehicleId } }, fields: { viewType }, file }, { rules: IMAGE_UPLOAD_RULES, ...options })).data;
}

export async function rotateVehiclePhoto(imageId: number, direction: 'left' | 'right'): Promise<VehiclePhoto> {
  const request = { params: { path: { id: imageId } } };
  return (await unwrap(direction === 'left' ? api.POST('/asset-images/{id}/rotate-left', request) : api.POST('/asset-images/{id}/rotate-right', request))).data;
}

/** One place earlier (`up`) or later; the answer is every image of the vehicle in its new order. */
export async function moveVehiclePhoto(imageId: number, direction: 'up' | 'down'): Promise<VehiclePhoto[]> {
  const request = { params: { path: { id: imageId } } };
  return (await unwrap(direction === 'up' ? api.POST('/asset-images/{id}/move-up', request) : api.POST('/asset-images/{id}/move-down', request))).data;
}

// A delete answers 204 without a body (nothing to unwrap); a refusal throws in the client's middleware.
export async function deleteVehiclePhoto(imageId: number): Promise<void> {
  await api.DELETE('/asset-images/{id}', { params: { path: { id: imageId } } });
}

/** 000 §3: one registration document per vehicle, JPG or PDF; a new one replaces it. */
export async function uploadRegistrationDocument(vehicleId: number, file: File, options: SendOptions) {
  return (await uploadFile({ method: 'POST', path: '/assets/{id}/registration-document', params: { path: { id: vehicleId } }, file }, { rules: DOCUMENT_UPLOAD_RULES, ...options })).data;
}

export async function deleteRegistrationDocument(vehicleId: number): Promise<void> {
  await api.DELETE('/assets/{id}/registration-document', { params: { path: { id: vehicleId } } });
}
