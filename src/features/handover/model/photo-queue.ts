import type { HandoverPhase } from '@/entities/booking';
import { createUploadQueue } from '@/shared/ui/upload';

const kept = createUploadQueue('campershare-handover');
const scopeOf = (bookingId: number, phase: HandoverPhase) => `${bookingId}-${phase}`;

/**
 * The photos of a handover kept in IndexedDB until they are uploaded, so a reload, a lost
 * connection or a closed tab in the car park loses none of them; one queue per booking and phase.
 */
export const photoQueue = {
  scopeOf,
  kept,
  add: ({ bookingId, phase, file, name }: { bookingId: number; phase: HandoverPhase; file: Blob; name: string }) => kept.add(scopeOf(bookingId, phase), file, name),
  list: (bookingId: number, phase: HandoverPhase) => kept.list(scopeOf(bookingId, phase)),
  remove: (id: string) => kept.remove(id),
};
