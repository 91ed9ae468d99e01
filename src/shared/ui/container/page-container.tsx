import { cx } from '../utils/class-names';
import { Container, type ContainerProps } from './container';
import { pageContainer } from './page-container.css';

export interface PageContainerProps extends ContainerProps {
  /** Space between the page's sections (default `xl`, in a grid); `none` for a page that lays out its own. */
  gap?: 'none' | 'xl';
  /** Space above and below: `page` (default) grows on large screens, `compact` does not. */
  spacing?: 'page' | 'compact';
}

/** A page's content: the container's width and gutters, with the page's space above, below and between its sections. */
export function PageContainer({ gap, spacing, className, ...props }: PageContainerProps) {
  return <Container className={cx(pageContainer({ gap, spacing }), className)} {...props} />;
}
