export { Heading, type HeadingProps } from './heading';
