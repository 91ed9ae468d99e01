import { api } from '@/shared/api';

/** `GET /bookings/{id}/rental-contract` (001 §7): the contract as a PDF, under the client's deadline for reads. */
export async function fetchRentalContract(bookingId: number, signal?: AbortSignal): Promise<Blob> {
  const { data, response } = await api.GET('/bookings/{id}/rental-contract', { params: { path: { id: bookingId } }, parseAs: 'blob', signal });
  if (!data) throw new Error(`${response.url} answered ${response.status} without a file`);
  return data;
}
