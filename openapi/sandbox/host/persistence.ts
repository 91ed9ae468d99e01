import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StoreData } from '../store/store';

/**
 * The sandbox's state on disk (Node hosts only): the store as JSON with a format
 * version. A file of another version, of another anchor day, or one that fails to
 * parse, is ignored, and the sandbox starts from a fresh seed.
 * Version 2: the store's site state holds its anchor day. Version 3: the vehicle register table.
 */
export const STATE_VERSION = 3;

interface StateFile {
  version: number;
  savedAt: string;
  store: StoreData;
}

/**
 * The saved store, when it is of this version and (given `anchorDay`) seeded on that day: data
 * anchored on an earlier day has gone stale (its open requests lapsed, its trips moved into the
 * past), so the sandbox seeds afresh for today instead.
 */
export function loadState(path: string, anchorDay?: string): StoreData | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const state = JSON.parse(readFileSync(path, 'utf8')) as Partial<StateFile>;
    if (state.version !== STATE_VERSION || !state.store) return undefined;
    return anchorDay === undefined || state.store.site.anchorDay === anchorDay ? state.store : undefined;
  } catch {
    return undefined;
  }
}

/** Writes atomically (a temporary file renamed over the old one), so a crash never leaves half a file. */
export function saveState(path: string, store: StoreData, now: Date): void {
  mkdirSync(dirname(path), { recursive: true });
  const state: StateFile = { version: STATE_VERSION, savedAt: now.toISOString(), store };
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, path);
}

/** Calls `save` once changes have settled for `delayMs`, and at most once per burst. */
export function debounced(save: () => void, delayMs: number): { schedule(): void; flush(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  return {
    schedule: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
      timer.unref?.();
    },
    flush,
  };
}
