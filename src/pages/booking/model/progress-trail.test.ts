import { describe, expect, it } from 'vitest';
import { progressTrail } from './progress-trail';

const states = (trail: ReturnType<typeof progressTrail>) => trail.map(({ step, state }) => `${step}:${state}`);

describe('progress bar steps (001 §2)', () => {
  it('walks requested, accepted, confirmed, active, completed', () => {
    expect(states(progressTrail('requested', false))).toEqual(['requested:current', 'accepted:upcoming', 'confirmed:upcoming', 'active:upcoming', 'completed:upcoming']);
    expect(states(progressTrail('confirmed', true))).toEqual(['requested:done', 'accepted:done', 'confirmed:current', 'active:upcoming', 'completed:upcoming']);
    expect(states(progressTrail('completed', true))).toEqual(['requested:done', 'accepted:done', 'confirmed:done', 'active:done', 'completed:current']);
  });

  it('ends a declined request after requested', () => {
    expect(states(progressTrail('declined', false))).toEqual(['requested:done', 'declined:current']);
  });

  it('ends a cancellation or a lapse after the steps reached', () => {
    expect(states(progressTrail('expired', true))).toEqual(['requested:done', 'accepted:done', 'expired:current']);
    expect(states(progressTrail('cancelled', true, true))).toEqual(['requested:done', 'accepted:done', 'confirmed:done', 'cancelled:current']);
  });
});
