import type { ProgressStep } from '@/entities/booking';

export type TrailState = 'done' | 'current' | 'upcoming';

const MAIN: readonly ProgressStep[] = ['requested', 'accepted', 'confirmed', 'active', 'completed'];

/**
 * The progress bar's steps (001 §2): requested, accepted, confirmed, active, completed. A booking
 * that ended early (declined, cancelled, expired) shows the steps it reached and then that end.
 */
export function progressTrail(step: ProgressStep, wasAccepted: boolean, wasConfirmed = false): { step: ProgressStep; state: TrailState }[] {
  const index = MAIN.indexOf(step);
  if (index >= 0) return MAIN.map((s, i) => ({ step: s, state: i < index ? 'done' : i === index ? 'current' : 'upcoming' }));
  const reached: ProgressStep[] = ['requested'];
  if (wasAccepted) reached.push('accepted');
  if (wasConfirmed) reached.push('confirmed');
  return [...reached.map((s) => ({ step: s, state: 'done' as const })), { step, state: 'current' as const }];
}
