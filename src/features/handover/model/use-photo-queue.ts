import { useCallback, useEffect, useRef, useState } from 'react';
import type { HandoverPhase } from '@/entities/booking';
import { IMAGE_UPLOAD_RULES, isTransientFailure, uploadFailureOf, type UploadFailure, type UploadOptions } from '@/shared/api';
import { photoQueue, type QueuedPhoto } from './photo-queue';

/** How often the queue tries again while the connection is there but the server did not answer. */
const RETRY_MS = 15_000;

export interface QueueItem {
  id: string;
  preview: string | null;
  /** Percent sent, while it uploads. */
  progress: number | null;
  status: 'waiting' | 'uploading' | 'refused';
  failure: UploadFailure | null;
}

interface PhotoQueueOptions {
  /** Only the owner takes photos: the renter's page never opens the database. */
  enabled: boolean;
  bookingId: number;
  phase: HandoverPhase;
  upload: (file: File, options: Omit<UploadOptions, 'rules'>) => Promise<unknown>;
}

const previewOf = (file: Blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const asFile = (photo: QueuedPhoto) => (photo.file instanceof File ? photo.file : new File([photo.file], photo.name, { type: photo.file.type }));

/**
 * The handover's photos on their way up: each is kept in IndexedDB first, then sent in order in
 * the background with its progress; without a connection they wait and go when it returns (the
 * `online` event, or a retry every 15 s). Only a photo the server refuses for good is dropped.
 */
export function usePhotoQueue({ enabled, bookingId, phase, upload }: PhotoQueueOptions) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const running = useRef(false);
  const mounted = useRef(true);
  const send = useRef(upload);
  useEffect(() => {
    send.current = upload;
  });

  const patch = (id: string, change: Partial<QueueItem>) => setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const drop = (id: string) =>
    setItems((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.id !== id);
    });

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        if (!mounted.current || !navigator.onLine) return;
        const [next] = await photoQueue.list(bookingId, phase);
        if (!next) return;
        patch(next.id, { status: 'uploading', progress: 0, failure: null });
        try {
          await send.current(asFile(next), { onProgress: ({ loaded, total }) => patch(next.id, { progress: total > 0 ? Math.round((loaded / total) * 100) : null }) });
          await photoQueue.remove(next.id);
          drop(next.id);
        } catch (error) {
          const failure = uploadFailureOf(error, IMAGE_UPLOAD_RULES);
          if (isTransientFailure(failure) || failure.kind === 'canceled') {
            patch(next.id, { status: 'waiting', progress: null, failure });
            return;
          }
          // Refused for good (type, size, the booking moved on): said by the photo, not sent again.
          await photoQueue.remove(next.id);
          patch(next.id, { status: 'refused', progress: null, failure });
        }
      }
    } finally {
      running.current = false;
    }
  }, [bookingId, phase]);

  useEffect(() => {
    if (!enabled) return;
    mounted.current = true;
    let cancelled = false;
    void photoQueue.list(bookingId, phase).then((kept) => {
      if (cancelled) return;
      setItems(kept.map((photo) => ({ id: photo.id, preview: previewOf(photo.file), progress: null, status: 'waiting', failure: null })));
      void pump();
    });
    const again = () => void pump();
    window.addEventListener('online', again);
    const timer = window.setInterval(again, RETRY_MS);
    return () => {
      cancelled = true;
      mounted.current = false;
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [enabled, bookingId, phase, pump]);

  const add = useCallback(
    async (file: File) => {
      const queued = await photoQueue.add({ bookingId, phase, file, name: file.name || 'photo.jpg' });
      setItems((list) => [...list, { id: queued.id, preview: previewOf(file), progress: null, status: 'waiting', failure: null }]);
      void pump();
    },
    [bookingId, phase, pump],
  );

  const dismiss = useCallback((id: string) => drop(id), []);
  const waiting = items.filter((item) => item.status !== 'refused').length;
  return { items, waiting, add, dismiss };
}
