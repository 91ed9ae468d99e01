import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VEHICLE_PHOTO_MIN_HEIGHT, VEHICLE_PHOTO_MIN_WIDTH, vehiclePhotoProblem, type VehiclePhotoProblem } from '@/entities/vehicle';
import { defineLabels } from '@/shared/lib/labels';
import { readImageSize } from './image-size';

/** What the field says of a photo refused before upload (000 §5). */
export const photoProblemLabel = defineLabels<VehiclePhotoProblem>({
  'not-landscape': msg`Choose a landscape photo: wider than it is tall.`,
  'too-small': msg`This photo is too small. Choose one of at least ${VEHICLE_PHOTO_MIN_WIDTH} × ${VEHICLE_PHOTO_MIN_HEIGHT} pixels.`,
});

/** The shared upload's own check for vehicle photos: the message for a photo of the wrong shape or size, or null. */
export const vehiclePhotoCheck =
  (i18n: I18n) =>
  async (file: File): Promise<string | null> => {
    const problem = vehiclePhotoProblem(await readImageSize(file));
    return problem ? photoProblemLabel(i18n, problem) : null;
  };
