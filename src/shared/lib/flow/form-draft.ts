import { useEffect } from 'react';
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
