import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import type { AuthPanelLoader, AuthPanelProps } from '../model/auth-panel';
import type { AuthPopupKind } from '../model/popup-params';

type Panels = Record<AuthPopupKind, LazyExoticComponent<ComponentType<AuthPanelProps>>>;

export interface AuthPopupDialogProps {
  kind: AuthPopupKind;
  loaders: Record<AuthPopupKind, AuthPanelLoader>;
  onClose: () => void;
}

export function AuthPopupDialog({ kind, loaders, onClose }: AuthPopupDialogProps) {
  const { t } = useLingui();
  // The first loaders win: a lazy component made anew on each render would load anew each time.
  const [panels] = useState<Panels>(() => ({
    login: lazy(() => loaders.login().then((Panel) => ({ default: Panel }))),
    'sign-up': lazy(() => loaders['sign-up']().then((Panel) => ({ default: Panel }))),
  }));
  const Panel = panels[kind];
  const title = kind === 'login' ? t`Log in` : t`Create an account`;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size={kind === 'login' ? 'sm' : 'md'}>
      <Suspense fallback={<Spinner label={t`Loading`} />}>
        <Panel presentation="popup" onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
