import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('when a message was written', () => {
  const tz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    process.env.TZ = tz;
  });
  const now = new Date('2026-11-20T15:00:00Z');

  it('is the time alone today', () => {
    expect(messageTime('2026-11-20T09:05:00Z', 'en', now)).toBe('09:05');
  });

  it('is the date in the locale’s pattern (002 §5) and the time on other days', () => {
    expect(messageTime('2026-11-18T14:30:00Z', 'en', now)).toBe('18/11/2026 14:30');
    expect(messageTime('2026-11-18T14:30:00Z', 'sv-SE', now)).toBe('2026-11-18 14:30');
    expect(messageTime('2026-11-18T14:30:00Z', 'de', now)).toBe('18.11.2026 14:30');
  });

  it('leaves the time out of other days in the list', () => {
    expect(messageTime('2026-11-18T14:30:00Z', 'fi-FI', now, { short: true })).toBe('18.11.2026');
  });

  it('says nothing of a time it cannot read', () => {
    expect(messageTime('not a time', 'en', now)).toBe('');
  });
});
