import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import type { ToastOptions } from './toast-context';
import * as styles from './toast.css';

interface ToastMessageProps extends ToastOptions {
  open: boolean;
  onClose: () => void;
}

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon };

export function ToastMessage({ title, description, variant, duration, open, onClose }: ToastMessageProps) {
  const { t } = useLingui();
  const Icon = icons[variant];
  return (
    <Toast.Root
      className={styles.toast({ variant })}
      open={open}
      onOpenChange={(isOpen) => isOpen || onClose()}
      duration={duration}
      // Errors interrupt the screen reader; confirmations wait their turn.
      type={variant === 'error' ? 'foreground' : 'background'}
    >
      <span className={styles.icon({ variant })}>
        <Icon />
      </span>
      <div>
        <Toast.Title className={styles.title}>{title}</Toast.Title>
        {description && <Toast.Description className={styles.description}>{description}</Toast.Description>}
      </div>
      <Toast.Close className={styles.dismiss} aria-label={t`Dismiss`}>
        <CloseIcon />
      </Toast.Close>
    </Toast.Root>
  );
}
