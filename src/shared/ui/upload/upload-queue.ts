import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/** A chosen file the server does not have yet, with what its upload needs besides the file (a photo's view). */
export interface QueuedUpload {
  id: string;
  /** Whose files these are: one queue holds many (a booking's check-in, a vehicle's photos). */
  scope: string;
  file: Blob;
  name: string;
  fields: Record<string, string>;
  queuedAt: number;
}

export interface UploadQueue {
  add(scope: string, file: Blob, name: string, fields?: Record<string, string>): Promise<QueuedUpload>;
  /** A scope's files, oldest first. */
  list(scope: string): Promise<QueuedUpload[]>;
  remove(id: string): Promise<void>;
}

/**
 * Files kept in IndexedDB until they are uploaded, so a reload, a lost connection or a closed tab
 * loses none of them. The database opens on first use: a page that never keeps a file never opens it.
 */
export function createUploadQueue(database: string, table = 'photos'): UploadQueue {
  let store: UseStore | undefined;
  const files = () => (store ??= createStore(database, table));
  return {
    async add(scope, file, name, fields = {}) {
      const queued = { id: `${scope}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, scope, file, name, fields, queuedAt: Date.now() };
      await set(queued.id, queued, files());
      return queued;
    },
    async list(scope) {
      const all = (await entries<string, QueuedUpload>(files())).map(([, file]) => file);
      return all.filter((file) => file.scope === scope).sort((a, b) => a.queuedAt - b.queuedAt);
    },
    remove: (id) => del(id, files()),
  };
}
