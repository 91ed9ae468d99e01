import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import { cx } from '../utils/class-names';
import { link } from './link.css';

export type LinkVariant = 'inline' | 'nav' | 'subtle';

export interface LinkProps extends RouterLinkProps {
  /** `inline` for links in running text, `nav` for menus (styles `aria-current="page"`), `subtle` for secondary links. */
  variant?: LinkVariant;
}

/** A link to a route of the app. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <RouterLink className={cx(link({ variant }), className)} {...props} />;
}
