import type { BookingRenter } from '@machines/booking-request';
import type { SessionView } from '@/entities/session';

export function renterOf(user: SessionView['user']): BookingRenter | null {
  if (!user) return null;
  return { id: user.id, role: user.role, country: user.country ?? null, birthDate: user.birthDate ?? null, isIdVerified: user.isIdVerified ?? false, creditReportResult: user.creditReportResult ?? null };
}
