import { createStepTable } from '@/shared/lib/flow';
import type { RouteName } from '@/shared/routing';
import { aboutYouComplete, datesPlausible, isSent, isSignedIn, renterNeedsIdVerification } from './booking-request.facts';
import type { BookingRequestContext, FlowStep } from './booking-request.types';

/**
 * The booking flow's steps (001 §2), declared once: the machine's moves (NEXT, BACK, GO_TO and
 * the resume after a reload), the URL of each step, the browser's Back and Forward and the
 * progress indicator are derived from this table. The login is part of the flow only for a
 * guest; the ID check only for a renter the Swiss rules ask to verify first (001 §5).
 */
export const BOOKING_STEPS = createStepTable<FlowStep | 'error', RouteName, BookingRequestContext>([
  { step: 'dates', route: 'book', editable: true, inProgress: true, done: datesPlausible },
  { step: 'about-you', route: 'book-about-you', editable: true, inProgress: true, done: aboutYouComplete },
  { step: 'customize', route: 'book-customize', editable: true, inProgress: true },
  { step: 'insurance', route: 'book-insurance', editable: true, inProgress: true },
  { step: 'login', route: 'book-login', editable: false, inProgress: true, skip: isSignedIn, done: isSignedIn },
  {
    step: 'verify-id',
    route: 'book-verify-id',
    editable: false,
    inProgress: true,
    skip: (context) => !renterNeedsIdVerification(context),
    done: (context) => !renterNeedsIdVerification(context),
  },
  { step: 'purchase', route: 'book-purchase', editable: false, inProgress: true, done: isSent },
  { step: 'confirmation', route: 'book-confirmation', editable: false },
  // Not a step one walks to: where the flow shows a refusal it cannot go past.
  { step: 'error', route: 'book-error', editable: false, skip: () => true },
]);

/** The machine's state node of each step. */
export const STEP_STATES = {
  dates: 'dates',
  'about-you': 'aboutYou',
  customize: 'customize',
  insurance: 'insurance',
  login: 'login',
  'verify-id': 'verifyId',
  purchase: 'purchase',
  confirmation: 'confirmation',
  error: 'error',
} as const satisfies Record<FlowStep | 'error', string>;
