import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from './lighthouse-cpu-multiplier.mjs';

describe('the CPU slowdown calibrated to the host (Lighthouse throttling guide and calculator)', () => {
  it('gives the fixed 4× of the mobile preset on the high-end desktop it assumes (index 1533)', () => {
    expect(cpuMultiplierFor(1533)).toBeCloseTo(4, 1);
  });

  it('follows the calculator at its anchors: 2000 → 6×, 1766 → 5×, 1300 → 3×, 800 → 2×, 150 → 1×', () => {
    expect(cpuMultiplierFor(2000)).toBeCloseTo(6, 1);
    expect(cpuMultiplierFor(1766)).toBeCloseTo(5, 1);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(150)).toBe(1);
  });

  it('slows a weaker host less: 1050 → 2.5×, 475 → 1.5×', () => {
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(475)).toBe(1.5);
  });

  it('never speeds the page up, and takes 1× when the index is missing', () => {
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(1);
  });
});
