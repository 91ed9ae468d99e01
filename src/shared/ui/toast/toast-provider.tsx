import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import { ToastMessage } from './toast-message';
import * as styles from './toast.css';

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

/** Renders the toasts raised with `useToast` below it, in a viewport at the bottom of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
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
      <Toast.Provider label={t`Notification`} duration={5000} swipeDirection="right">
        {children}
        {entries.map(({ id, ...entry }) => (
          <ToastMessage key={id} {...entry} onClose={() => close(id)} />
        ))}
        {/* Radix would substitute "{hotkey}", but Lingui reads braces as a placeholder, so the default key is spelled out. */}
        <Toast.Viewport className={styles.viewport} label={t`Notifications (F8)`} />
      </Toast.Provider>
    </ToastContext>
  );
}
