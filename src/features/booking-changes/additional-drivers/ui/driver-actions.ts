import type { SendOptions } from '@/shared/ui/upload';
import { addDriver, removeDriver, removeLicencePhoto, renameDriver, rotateLicencePhoto, uploadLicencePhoto, type AdditionalDriver, type LicenceSide } from '../api/driver-requests';

/** What the drivers' card does with the API; the stories stub it. */
export interface DriverActions {
  add: (name: string) => Promise<AdditionalDriver>;
  rename: (id: number, name: string) => Promise<AdditionalDriver>;
  remove: (id: number) => Promise<void>;
  upload: (id: number, side: LicenceSide, file: File, options: SendOptions) => Promise<AdditionalDriver>;
  rotate: (id: number, side: LicenceSide, direction: 'left' | 'right') => Promise<AdditionalDriver>;
  removePhoto: (id: number, side: LicenceSide) => Promise<AdditionalDriver>;
}

export const driverActionsFor = (bookingId: number): DriverActions => ({
  add: (name) => addDriver(bookingId, name),
  rename: renameDriver,
  remove: removeDriver,
  upload: uploadLicencePhoto,
  rotate: rotateLicencePhoto,
  removePhoto: removeLicencePhoto,
});
