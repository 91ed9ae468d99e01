import { describe, expect, it } from 'vitest';
import { activationFailure } from './activation-failure';

describe('a refused publish or deactivation (000 §8)', () => {
  it('names the sections the API found incomplete, in tab order', () => {
    const failure = { slug: 'vehicle_activation_failed', message: 'x', status: 422, fields: { pricing: ['x'], images: ['x'] } };
    expect(activationFailure(failure)).toEqual({ kind: 'incomplete', missing: ['images', 'pricing'], code: 'vehicle_activation_failed' });
  });

  it('reads the provider’s blocks, open bookings and anything else', () => {
    expect(activationFailure({ slug: 'vehicle_deactivated_declined_bookings', message: 'x', status: 403 })).toMatchObject({ kind: 'blocked', blockReason: 'declined_bookings' });
    expect(activationFailure({ slug: 'vehicle_deactivated_terms_violation', message: 'x', status: 403 })).toMatchObject({ kind: 'blocked', blockReason: 'terms_violation' });
    expect(activationFailure({ slug: 'vehicle_has_open_bookings', message: 'x', status: 409 })).toMatchObject({ kind: 'openBookings' });
    expect(activationFailure({ slug: 'network_error', message: 'x' })).toEqual({ kind: 'other', code: 'network_error' });
    expect(activationFailure(null)).toBeNull();
  });
});
