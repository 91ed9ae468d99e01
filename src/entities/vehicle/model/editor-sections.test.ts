import { describe, expect, it } from 'vitest';
import { EDITOR_SECTIONS, vehicleCompletion } from './editor-sections';

const none = Object.fromEntries(EDITOR_SECTIONS.map((s) => [s, false])) as Record<(typeof EDITOR_SECTIONS)[number], boolean>;

describe('vehicleCompletion (000 §3 infoStatuses, §4 sections)', () => {
  it('has the twelve sections of 000 §2 in tab order, publishing last', () => {
    expect(EDITOR_SECTIONS).toHaveLength(12);
    expect(EDITOR_SECTIONS[0]).toBe('basic');
    expect(EDITOR_SECTIONS.at(-1)).toBe('activation');
  });

  it('counts the eleven sections an owner fills in, not the publishing', () => {
    expect(vehicleCompletion(none)).toEqual({ done: 0, total: 11, missing: EDITOR_SECTIONS.slice(0, 11) });
    expect(vehicleCompletion({ ...none, activation: true }).done).toBe(0);
  });

  it('lists what is missing in tab order', () => {
    const filled = Object.fromEntries(EDITOR_SECTIONS.map((s) => [s, true])) as typeof none;
    expect(vehicleCompletion({ ...filled, images: false, description: false })).toEqual({ done: 9, total: 11, missing: ['images', 'description'] });
    expect(vehicleCompletion(filled)).toEqual({ done: 11, total: 11, missing: [] });
  });
});
