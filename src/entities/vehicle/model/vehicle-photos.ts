import type { components } from '@/shared/api';

type S = components['schemas'];
export type VehiclePhoto = S['AssetImage'];
export type VehiclePhotoView = S['AssetImageViewType'];

/** 000 §5: photos should be landscape and at least 1,600 × 1,200 pixels. */
export const VEHICLE_PHOTO_MIN_WIDTH = 1600;
export const VEHICLE_PHOTO_MIN_HEIGHT = 1200;

/** 000 §3: the fixed views besides the main photo and the additional ones, in the editor's order. */
export const VEHICLE_PHOTO_VIEWS = ['back_right', 'bathroom', 'kitchen', 'plan', 'sitting_area', 'sleeping_area', 'storage_area'] as const satisfies readonly VehiclePhotoView[];
export type FixedPhotoView = (typeof VEHICLE_PHOTO_VIEWS)[number];

export type VehiclePhotoProblem = 'not-landscape' | 'too-small';

/**
 * Why a photo of this size is refused before it is sent (000 §5), or null. Landscape means wider
 * than tall: a square photo is refused too. The shape is said first, as turning the camera fixes it.
 */
export function vehiclePhotoProblem({ width, height }: { width: number; height: number }): VehiclePhotoProblem | null {
  if (width <= height) return 'not-landscape';
  if (width < VEHICLE_PHOTO_MIN_WIDTH || height < VEHICLE_PHOTO_MIN_HEIGHT) return 'too-small';
  return null;
}

export interface VehiclePhotoSet {
  main: VehiclePhoto | null;
  /** By position, as move-up and move-down leave them. */
  additional: VehiclePhoto[];
  views: Partial<Record<FixedPhotoView, VehiclePhoto>>;
}

/** The API's list of a vehicle's images as the editor shows them: the main photo, the additional ones in order, one per view. */
export function vehiclePhotoSet(images: readonly VehiclePhoto[]): VehiclePhotoSet {
  const set: VehiclePhotoSet = { main: null, additional: [], views: {} };
  for (const image of images) {
    if (image.viewType === 'main') set.main = image;
    else if (image.viewType === 'additional') set.additional.push(image);
    else set.views[image.viewType] = image;
  }
  set.additional.sort((a, b) => a.position - b.position);
  return set;
}

/**
 * The API moves an additional photo one place at a time (000 §7 move-up, move-down): a photo
 * dragged from one place to another is that many moves in one direction.
 */
export function movesBetween(from: number, to: number): { direction: 'up' | 'down'; count: number } | null {
  if (from === to || from < 0 || to < 0) return null;
  return { direction: to < from ? 'up' : 'down', count: Math.abs(to - from) };
}
