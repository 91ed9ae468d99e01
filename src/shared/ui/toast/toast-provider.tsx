import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import type { ToastEntry } from './toast-region';

const ToastRegion = lazy(() => import('./toast-region'));

/** Renders the toasts raised with `useToast` below it, in a viewport at the bottom of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  // Closed toasts stay until the next one arrives, so their exit animation can play out.
  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setEntries((current) => [...current.filter((entry) => entry.open), { ...options, id, open: true }]);
  }, []);
  const close = useCallback((id: number) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast }), [toast]);

  return (
    <ToastContext value={api}>
      {children}
      {entries.length > 0 && (
        <Suspense fallback={null}>
          <ToastRegion entries={entries} onClose={close} />
        </Suspense>
      )}
    </ToastContext>
  );
}
