import type { BookingDto } from '@/entities/booking';
import { api, IMAGE_UPLOAD_RULES, noContent, unwrap, uploadFile, type UploadOptions } from '@/shared/api';

export type AdditionalDriver = NonNullable<BookingDto['additionalDrivers']>[number];
export type LicenceSide = AdditionalDriver['images'][number]['type'];
type SendOptions = Omit<UploadOptions, 'rules'>;

/** The driver's fee becomes an installment of the order (001 §4); the page's booking and order are read again after each call. */
export async function addDriver(bookingId: number, name: string): Promise<AdditionalDriver> {
  return (await unwrap(api.POST('/bookings/{id}/additional-drivers', { params: { path: { id: bookingId } }, body: { name } }))).data;
}

export async function renameDriver(id: number, name: string): Promise<AdditionalDriver> {
  return (await unwrap(api.PUT('/additional-drivers/{id}', { params: { path: { id } }, body: { name } }))).data;
}

export async function removeDriver(id: number): Promise<void> {
  await noContent(api.DELETE('/additional-drivers/{id}', { params: { path: { id } } }));
}

export async function uploadLicencePhoto(id: number, type: LicenceSide, file: File, options: SendOptions): Promise<AdditionalDriver> {
  return (await uploadFile({ method: 'POST', path: '/additional-drivers/{id}/images', params: { path: { id } }, fields: { type }, file }, { rules: IMAGE_UPLOAD_RULES, ...options })).data;
}

export async function rotateLicencePhoto(id: number, type: LicenceSide, direction: 'left' | 'right'): Promise<AdditionalDriver> {
  const request = { params: { path: { id } }, body: { type } };
  const answer = direction === 'left' ? api.POST('/additional-drivers/{id}/rotate-image-left', request) : api.POST('/additional-drivers/{id}/rotate-image-right', request);
  return (await unwrap(answer)).data;
}

export async function removeLicencePhoto(id: number, type: LicenceSide): Promise<AdditionalDriver> {
  return (await unwrap(api.POST('/additional-drivers/{id}/delete-image', { params: { path: { id } }, body: { type } }))).data;
}
