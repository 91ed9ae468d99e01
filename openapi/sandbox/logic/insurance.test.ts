import { describe, expect, it } from 'vitest';
import { takesYoungDriverCover } from './insurance';

describe('the young driver cover (001 §5: at age 28 or younger)', () => {
  it('is sold to a driver of 28, up to the day before the 29th birthday', () => {
    expect(takesYoungDriverCover('1998-06-15', '2026-12-01')).toBe(true);
    expect(takesYoungDriverCover('1997-12-02', '2026-12-01')).toBe(true);
  });

  it('is not sold from the 29th birthday on', () => {
    expect(takesYoungDriverCover('1997-12-01', '2026-12-01')).toBe(false);
    expect(takesYoungDriverCover('1980-03-03', '2026-12-01')).toBe(false);
  });

  it('is offered while the driver’s age is not known', () => {
    expect(takesYoungDriverCover(null, '2026-12-01')).toBe(true);
    expect(takesYoungDriverCover(undefined, '2026-12-01')).toBe(true);
  });
});
