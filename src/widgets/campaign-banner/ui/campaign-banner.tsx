import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '@/shared/ui/icons';
import * as css from './campaign-banner.css';

export interface CampaignBannerProps {
  title: ReactNode;
  children: ReactNode;
  /** A link or button under the text. */
  action?: ReactNode;
  onClose: () => void;
}

/** A floating, closeable campaign card: its own landmark, named by its title. */
export function CampaignBanner({ title, children, action, onClose }: CampaignBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <aside className={css.banner} aria-labelledby={titleId}>
      <p id={titleId} className={css.title}>
        {title}
      </p>
      <p className={css.body}>{children}</p>
      {action && <p className={css.action}>{action}</p>}
      <button type="button" className={css.closeButton} onClick={onClose} aria-label={t`Close`}>
        <CloseIcon />
      </button>
    </aside>
  );
}
