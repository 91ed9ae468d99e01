import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '@/shared/ui/icons';
import * as css from './campaign-banner.css';

export interface CampaignBannerProps {
  title: ReactNode;
  children: ReactNode;
  /** A link or button after the text. */
  action?: ReactNode;
  onClose: () => void;
  /** Holds its place, unseen and out of the accessibility tree, until it is due. */
  hidden?: boolean | undefined;
}

/** A slim, closeable campaign bar in the page's flow: its own landmark, named by its title. */
export function CampaignBanner({ title, children, action, onClose, hidden = false }: CampaignBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <aside className={css.banner} aria-labelledby={titleId} data-hidden={hidden || undefined} inert={hidden}>
      <div className={css.inner}>
        <p className={css.text}>
          <strong id={titleId} className={css.title}>
            {title}
          </strong>{' '}
          <span className={css.body}>{children}</span>
          {action && <span className={css.action}>{action}</span>}
        </p>
        <button type="button" className={css.closeButton} onClick={onClose} aria-label={t`Close`}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
