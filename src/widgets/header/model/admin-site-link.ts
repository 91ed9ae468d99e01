import type { RouteMatch } from '@/shared/routing';

/** The back-office page for what the admin is looking at (spec 002 §2.5: depends on the current page). */
export function adminSitePath(match: RouteMatch | undefined): string {
  if (!match) return '/';
  const id = match.params['id'];
  switch (match.name) {
    case 'vehicle':
    case 'edit-vehicle':
      return `/assets/${id}`;
    case 'booking':
    case 'booking-checkin':
    case 'booking-checkout':
      return `/bookings/${id}`;
    case 'owner-profile':
      return `/users/${id}`;
    default:
      return '/';
  }
}
