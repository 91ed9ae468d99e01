import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_UPLOAD_RULES, isTransientFailure, uploadFailureOf, type UploadFailure, type UploadOptions } from '@/shared/api';
import type { QueuedUpload, UploadQueue } from './upload-queue';

/** How often the queue tries again while the connection is there but the server did not answer. */
const RETRY_MS = 15_000;

export interface QueueItem {
  id: string;
  preview: string | null;
  /** What the upload needs besides the file (a photo's view), as kept with it. */
  fields?: Record<string, string>;
  /** Percent sent, while it uploads. */
  progress: number | null;
  status: 'waiting' | 'uploading' | 'refused';
  failure: UploadFailure | null;
}

export interface UseUploadQueueOptions {
  /** Off: the database is never opened (a page that takes no files). */
  enabled: boolean;
  queue: UploadQueue;
  scope: string;
  upload: (file: File, options: Omit<UploadOptions, 'rules'>, fields: Record<string, string>) => Promise<unknown>;
  /** After each file the server took. */
  onSent?: () => void;
}

const previewOf = (file: Blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const asFile = (kept: QueuedUpload) => (kept.file instanceof File ? kept.file : new File([kept.file], kept.name, { type: kept.file.type }));

/**
 * Files on their way up: each is kept in IndexedDB first, then sent in order in the background
 * with its progress; without a connection they wait and go when it returns (the `online` event,
 * or a retry every 15 s). Only a file the server refuses for good is dropped, and said.
 */
export function useUploadQueue({ enabled, queue, scope, upload, onSent }: UseUploadQueueOptions) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const running = useRef(false);
  const mounted = useRef(true);
  const callbacks = useRef({ upload, onSent });
  useEffect(() => {
    callbacks.current = { upload, onSent };
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
        const [next] = await queue.list(scope);
        if (!next) return;
        patch(next.id, { status: 'uploading', progress: 0, failure: null });
        try {
          await callbacks.current.upload(asFile(next), { onProgress: ({ loaded, total }) => patch(next.id, { progress: total > 0 ? Math.round((loaded / total) * 100) : null }) }, next.fields ?? {});
          await queue.remove(next.id);
          drop(next.id);
          callbacks.current.onSent?.();
        } catch (error) {
          const failure = uploadFailureOf(error, IMAGE_UPLOAD_RULES);
          if (isTransientFailure(failure) || failure.kind === 'canceled') {
            patch(next.id, { status: 'waiting', progress: null, failure });
            return;
          }
          // Refused for good (type, size, the booking moved on): said by the file, not sent again.
          await queue.remove(next.id);
          patch(next.id, { status: 'refused', progress: null, failure });
        }
      }
    } finally {
      running.current = false;
    }
  }, [queue, scope]);

  useEffect(() => {
    if (!enabled) return;
    mounted.current = true;
    let cancelled = false;
    void queue.list(scope).then((kept) => {
      if (cancelled) return;
      setItems(kept.map((file) => ({ id: file.id, preview: previewOf(file.file), fields: file.fields, progress: null, status: 'waiting', failure: null })));
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
  }, [enabled, queue, scope, pump]);

  const add = useCallback(
    async (file: File, fields: Record<string, string> = {}) => {
      const queued = await queue.add(scope, file, file.name || 'photo.jpg', fields);
      setItems((list) => [...list, { id: queued.id, preview: previewOf(file), fields, progress: null, status: 'waiting', failure: null }]);
      void pump();
    },
    [queue, scope, pump],
  );

  const dismiss = useCallback((id: string) => drop(id), []);
  const waiting = items.filter((item) => item.status !== 'refused').length;
  return { items, waiting, add, dismiss };
}
