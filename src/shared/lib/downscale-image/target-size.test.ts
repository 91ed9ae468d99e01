import { describe, expect, it } from 'vitest';
import { targetSize } from './target-size';

describe('targetSize', () => {
  it('brings a 12-megapixel phone photo down to a 2,560-pixel long edge, keeping 4:3', () => {
    expect(targetSize({ width: 4032, height: 3024 }, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(targetSize({ width: 3024, height: 4032 }, 2560)).toEqual({ width: 1920, height: 2560 });
  });

  it('keeps a vehicle photo at 2,560 above the 1,600 × 1,200 the listing asks for (000 §5)', () => {
    const size = targetSize({ width: 6000, height: 4500 }, 2560);
    expect(size?.width).toBeGreaterThanOrEqual(1600);
    expect(size?.height).toBeGreaterThanOrEqual(1200);
  });

  it('leaves a photo that already fits alone', () => {
    expect(targetSize({ width: 2560, height: 1440 }, 2560)).toBeNull();
    expect(targetSize({ width: 800, height: 600 }, 2560)).toBeNull();
  });

  it('never draws a side of zero pixels', () => {
    expect(targetSize({ width: 10_000, height: 1 }, 100)).toEqual({ width: 100, height: 1 });
  });
});
