import { describe, expect, it } from 'vitest';
import { EQUIPMENT_GROUPS, presentEquipment } from './equipment-groups';

describe('presentEquipment (000 §3 groups, 000 §5 visibility)', () => {
  it('has the five groups of 000 §3 with 7 kitchen, 2 water, 4 driving-aid, 11 outdoor and 13 comfort flags', () => {
    expect(Object.keys(EQUIPMENT_GROUPS)).toEqual(['kitchen', 'water', 'drivingAids', 'outdoorsAndTowing', 'comfort']);
    expect(Object.values(EQUIPMENT_GROUPS).map((keys) => keys.length)).toEqual([7, 2, 4, 11, 13]);
  });

  it('lists only the flags that are true, and drops empty groups', () => {
    expect(presentEquipment({ stove: true, oven: false, shower: true }, 'motorhome')).toEqual([
      { group: 'kitchen', keys: ['stove'] },
      { group: 'water', keys: ['shower'] },
    ]);
  });

  it('hides movers and towing mirrors for motorhomes and campervans', () => {
    const flags = { mover: true, towingMirrors: true, awning: true, towbarSocketAdapter: true };
    expect(presentEquipment(flags, 'motorhome')).toEqual([{ group: 'outdoorsAndTowing', keys: ['awning'] }]);
    expect(presentEquipment(flags, 'campervan')).toEqual([{ group: 'outdoorsAndTowing', keys: ['awning'] }]);
    expect(presentEquipment(flags, 'caravan')).toEqual([{ group: 'outdoorsAndTowing', keys: ['towbarSocketAdapter', 'towingMirrors', 'mover', 'awning'] }]);
  });

  it('hides towbar, child seat, gps, backup camera and parking sensors for caravans', () => {
    const flags = { towbar: true, childSafetySeat: true, gps: true, backupCamera: true, parkingSensors: true, heating: true };
    expect(presentEquipment(flags, 'caravan')).toEqual([{ group: 'comfort', keys: ['heating'] }]);
    expect(presentEquipment(flags, 'motorhome').flatMap((g) => g.keys)).toHaveLength(6);
  });
});
