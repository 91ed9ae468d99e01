import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/**
 * What the user typed in a form survives a reload or a lost connection in this tab (sessionStorage, gone
 * with the tab); it is dropped once saved. Storage that refuses (private mode, full) only means
 * no draft.
 */
export function readDraft<T extends object>(key: string, defaults: T): T {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (stored === null || typeof stored !== 'object') return defaults;
    const picked = Object.fromEntries(Object.keys(defaults).map((field) => [field, typeof (stored as Record<string, unknown>)[field] === 'string' ? (stored as Record<string, string>)[field] : (defaults as Record<string, unknown>)[field]]));
    return picked as T;
  } catch {
    return defaults;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

export function useDraft<T extends object>(key: string, form: UseFormReturn<T>): void {
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // No draft then.
      }
    });
    return unsubscribe;
  }, [key, form]);
}

/**
 * A dialog's text fields kept in this tab under `key` (see `readDraft`), for forms without
 * react-hook-form: starts from what was kept, else `initial`, and forgets the entry when the
 * fields are back at `initial` or `clear` is called once the API has them.
 */
export function useKeptDraft<T extends { [K in keyof T]: string }>(key: string, initial: T) {
  const [draft, setDraft] = useState<T>(() => readDraft(key, initial));
  const unchanged = (Object.keys(initial) as (keyof T)[]).every((field) => draft[field] === initial[field]);
  useEffect(() => {
    try {
      if (unchanged) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage refused (private mode, quota): the form works, it only is not kept.
    }
  }, [key, draft, unchanged]);
  const clear = () => {
    clearDraft(key);
    setDraft(initial);
  };
  return [draft, setDraft, clear] as const;
}
