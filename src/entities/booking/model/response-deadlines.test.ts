import { describe, expect, it } from 'vitest';
import { canExtendResponse, ownerResponseDeadline, paymentDeadline } from './response-deadlines';

describe('response and payment deadlines (001 §9)', () => {
  const createdAt = '2026-05-01T10:00:00.000Z';

  it('gives the owner 24 hours to answer', () => {
    expect(ownerResponseDeadline(createdAt, 0).toISOString()).toBe('2026-05-02T10:00:00.000Z');
  });

  it('extends the answer time by 72 hours per extension, at most twice', () => {
    expect(ownerResponseDeadline(createdAt, 1).toISOString()).toBe('2026-05-05T10:00:00.000Z');
    expect(ownerResponseDeadline(createdAt, 2).toISOString()).toBe('2026-05-08T10:00:00.000Z');
    expect(ownerResponseDeadline(createdAt, 3)).toEqual(ownerResponseDeadline(createdAt, 2));
    expect(ownerResponseDeadline(new Date(createdAt), -1)).toEqual(ownerResponseDeadline(createdAt, 0));
  });

  it('allows an extension only while fewer than 2 have been used', () => {
    expect(canExtendResponse(0)).toBe(true);
    expect(canExtendResponse(1)).toBe(true);
    expect(canExtendResponse(2)).toBe(false);
  });

  it('gives the renter 48 hours after acceptance to pay', () => {
    expect(paymentDeadline('2026-05-01T22:30:00Z').toISOString()).toBe('2026-05-03T22:30:00.000Z');
  });
});
