export { vars } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { media } from './breakpoints';
export { smallControl } from './control-sizes';
