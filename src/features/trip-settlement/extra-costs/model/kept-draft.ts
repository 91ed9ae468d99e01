import { useEffect, useState } from 'react';

/**
 * A dialog's fields kept in this tab per booking, so a reload or a lost connection loses nothing
 * typed; forgotten once the API has them. Anything kept of another shape is dropped.
 */
export function useKeptDraft<T extends { [K in keyof T]: string }>(key: string, empty: T) {
  const [draft, setDraft] = useState<T>(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
      return kept && Object.keys(empty).every((k) => typeof kept[k] === 'string') ? { ...empty, ...(kept as T) } : empty;
    } catch {
      return empty;
    }
  });
  useEffect(() => {
    try {
      if (Object.values<string>(draft).every((v) => v === '')) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage refused (private mode, quota): the dialog works, it only is not kept.
    }
  }, [key, draft]);
  const clear = () => setDraft(empty);
  return [draft, setDraft, clear] as const;
}
