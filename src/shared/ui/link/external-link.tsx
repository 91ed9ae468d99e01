import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ExternalIcon } from '../icons/icons';
import { cx } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { externalIcon, link } from './link.css';
import type { LinkVariant } from './link';

export interface ExternalLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  href: string;
  variant?: LinkVariant;
  /** Opens in a new tab, which the link then announces. */
  newTab?: boolean;
}

/** A link to another site; never hands it `window.opener` or the referrer. */
export function ExternalLink({ variant = 'inline', newTab = true, className, children, ...props }: ExternalLinkProps) {
  const { t } = useLingui();
  return (
    <a
      className={cx(link({ variant }), className)}
      rel="noopener noreferrer"
      target={newTab ? '_blank' : undefined}
      {...props}
    >
      {children}
      {newTab && (
        <>
          <ExternalIcon className={externalIcon} />
          <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
