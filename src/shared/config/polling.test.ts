import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS } from './polling';

describe('polling (spec 002 §4.6)', () => {
  it('"Health is polled every 30 seconds; user status, orders and vehicles are also polled every 30 seconds while logged in"', () => {
    expect(POLL_INTERVAL_MS).toBe(30_000);
  });
});
