import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { HandoverPhase } from '@/entities/booking';

/** A photo taken at the handover that the server does not have yet. */
export interface QueuedPhoto {
  id: string;
  bookingId: number;
  phase: HandoverPhase;
  file: Blob;
  name: string;
  queuedAt: number;
}

let store: UseStore | undefined;
// Opened on first use: a page that never queues a photo never opens the database.
const photos = () => (store ??= createStore('campershare-handover', 'photos'));

/**
 * The photos of a handover kept in IndexedDB until they are uploaded, so a reload, a lost
 * connection or a closed tab in the car park loses none of them; the queue sends them in order.
 */
export const photoQueue = {
  async add(photo: Omit<QueuedPhoto, 'id' | 'queuedAt'>): Promise<QueuedPhoto> {
    const queued = { ...photo, id: `${photo.bookingId}-${photo.phase}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, queuedAt: Date.now() };
    await set(queued.id, queued, photos());
    return queued;
  },
  async list(bookingId: number, phase: HandoverPhase): Promise<QueuedPhoto[]> {
    const all = (await entries<string, QueuedPhoto>(photos())).map(([, photo]) => photo);
    return all.filter((photo) => photo.bookingId === bookingId && photo.phase === phase).sort((a, b) => a.queuedAt - b.queuedAt);
  },
  remove: (id: string): Promise<void> => del(id, photos()),
};
