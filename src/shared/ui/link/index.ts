export { Link, type LinkProps, type LinkVariant } from './link';
export { ExternalLink, type ExternalLinkProps } from './external-link';
export { ButtonLink, type ButtonLinkProps } from './button-link';
