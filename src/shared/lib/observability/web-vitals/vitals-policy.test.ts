import { describe, expect, it } from 'vitest';
import { shouldReportVitals } from './vitals-policy';

describe('which page loads report their web vitals', () => {
  it('reports the configured share of page loads', () => {
    expect(shouldReportVitals({ sampleRate: 0.1, random: 0.05 })).toBe(true);
    expect(shouldReportVitals({ sampleRate: 0.1, random: 0.1 })).toBe(false);
    expect(shouldReportVitals({ sampleRate: 1, random: 0.999 })).toBe(true);
    expect(shouldReportVitals({ sampleRate: 0, random: 0 })).toBe(false);
  });

  it('sends nothing on 2g or with the data saver on, even when sampled', () => {
    expect(shouldReportVitals({ sampleRate: 1, random: 0, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldReportVitals({ sampleRate: 1, random: 0, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(shouldReportVitals({ sampleRate: 1, random: 0, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(shouldReportVitals({ sampleRate: 1, random: 0, connection: { effectiveType: '3g' } })).toBe(true);
  });
});
