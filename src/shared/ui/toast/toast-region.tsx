import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import type { ToastOptions } from './toast-context';
import { ToastMessage } from './toast-message';
import * as styles from './toast.css';

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

/** The toasts and their viewport; loaded with the first toast, so pages start without it. */
export default function ToastRegion({ entries, onClose }: { entries: ToastEntry[]; onClose: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <Toast.Provider label={t`Notification`} duration={5000} swipeDirection="right">
      {entries.map(({ id, ...entry }) => (
        <ToastMessage key={id} {...entry} onClose={() => onClose(id)} />
      ))}
      {/* Radix would substitute "{hotkey}", but Lingui reads braces as a placeholder, so the default key is spelled out. */}
      <Toast.Viewport className={styles.viewport} label={t`Notifications (F8)`} />
    </Toast.Provider>
  );
}
