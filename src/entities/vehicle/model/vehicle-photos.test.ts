import { describe, expect, it } from 'vitest';
import { VEHICLE_PHOTO_MIN_HEIGHT, VEHICLE_PHOTO_MIN_WIDTH, VEHICLE_PHOTO_VIEWS, movesBetween, vehiclePhotoProblem, vehiclePhotoSet, type VehiclePhoto } from './vehicle-photos';

const image = (id: number, viewType: VehiclePhoto['viewType'], position = 0): VehiclePhoto => {
  const variant = { url: `https://img.test/${id}.jpg`, webp: `https://img.test/${id}.webp` };
  return { id, assetId: 1, viewType, position, sizes: { card: variant, medium: variant, large: variant, xlarge: variant, full: variant } } as VehiclePhoto;
};

describe('vehicle photo rules (000 §5: landscape, at least 1,600 × 1,200)', () => {
  it('takes a landscape photo of at least 1,600 × 1,200', () => {
    expect(VEHICLE_PHOTO_MIN_WIDTH).toBe(1600);
    expect(VEHICLE_PHOTO_MIN_HEIGHT).toBe(1200);
    expect(vehiclePhotoProblem({ width: 1600, height: 1200 })).toBeNull();
    expect(vehiclePhotoProblem({ width: 4032, height: 3024 })).toBeNull();
  });

  it('refuses a photo a pixel short on either side', () => {
    expect(vehiclePhotoProblem({ width: 1599, height: 1200 })).toBe('too-small');
    expect(vehiclePhotoProblem({ width: 1600, height: 1199 })).toBe('too-small');
    expect(vehiclePhotoProblem({ width: 2400, height: 1000 })).toBe('too-small');
    expect(vehiclePhotoProblem({ width: 800, height: 600 })).toBe('too-small');
  });

  it('refuses portrait and square photos, whatever their size', () => {
    expect(vehiclePhotoProblem({ width: 1200, height: 1600 })).toBe('not-landscape');
    expect(vehiclePhotoProblem({ width: 3000, height: 4000 })).toBe('not-landscape');
    expect(vehiclePhotoProblem({ width: 2000, height: 2000 })).toBe('not-landscape');
  });
});

describe('vehiclePhotoSet (000 §3 image view types)', () => {
  it('names the seven views', () => {
    expect(VEHICLE_PHOTO_VIEWS).toEqual(['back_right', 'bathroom', 'kitchen', 'plan', 'sitting_area', 'sleeping_area', 'storage_area']);
  });

  it('sorts the additional photos by position and files the others by view', () => {
    const set = vehiclePhotoSet([image(3, 'additional', 1), image(1, 'main'), image(4, 'kitchen'), image(2, 'additional', 0)]);
    expect(set.main?.id).toBe(1);
    expect(set.additional.map((i) => i.id)).toEqual([2, 3]);
    expect(set.views.kitchen?.id).toBe(4);
    expect(set.views.bathroom).toBeUndefined();
    expect(vehiclePhotoSet([])).toEqual({ main: null, additional: [], views: {} });
  });
});

describe('movesBetween (a drag as move-up and move-down calls)', () => {
  it('moves as many places as the photo was dragged', () => {
    expect(movesBetween(3, 0)).toEqual({ direction: 'up', count: 3 });
    expect(movesBetween(0, 2)).toEqual({ direction: 'down', count: 2 });
    expect(movesBetween(1, 1)).toBeNull();
    expect(movesBetween(-1, 1)).toBeNull();
  });
});
