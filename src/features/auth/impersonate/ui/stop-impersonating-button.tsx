import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { useImpersonation } from '../model/use-impersonation';

export interface StopImpersonatingButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** Runs once the admin is back in their own account. */
  onStopped?: () => Promise<void> | void;
}

/** The impersonation banner's logout: leaves the user's account and returns to the admin's (002 §2.13, §4.7). */
export function StopImpersonatingButton({ onStopped, variant = 'secondary', size = 'sm', className }: StopImpersonatingButtonProps) {
  const { ready, stop } = useImpersonation();
  const [stopping, setStopping] = useState(false);

  const onClick = async () => {
    setStopping(true);
    try {
      await stop();
      await onStopped?.();
    } finally {
      setStopping(false);
    }
  };

  return (
    <Button variant={variant} size={size} className={className} loading={stopping} disabled={!ready} onClick={() => void onClick()}>
      <Trans>Log out and return to admin</Trans>
    </Button>
  );
}
