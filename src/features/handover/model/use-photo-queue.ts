import type { HandoverPhase } from '@/entities/booking';
import type { UploadOptions } from '@/shared/api';
import { useUploadQueue } from '@/shared/ui/upload';
import { photoQueue } from './photo-queue';

export type { QueueItem } from '@/shared/ui/upload';

interface PhotoQueueOptions {
  /** Only the owner takes photos: the renter's page never opens the database. */
  enabled: boolean;
  bookingId: number;
  phase: HandoverPhase;
  upload: (file: File, options: Omit<UploadOptions, 'rules'>) => Promise<unknown>;
}

/** The handover's photos on their way up, in the background and through a lost connection (see `useUploadQueue`). */
export function usePhotoQueue({ enabled, bookingId, phase, upload }: PhotoQueueOptions) {
  return useUploadQueue({ enabled, queue: photoQueue.kept, scope: photoQueue.scopeOf(bookingId, phase), upload });
}
