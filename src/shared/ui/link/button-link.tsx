import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from '../button/button';

export interface ButtonLinkProps extends RouterLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A route link that looks like a button, for navigation styled as a call to action. */
export function ButtonLink({ variant, size, ...props }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size}>
      <RouterLink {...props} />
    </Button>
  );
}
