export { LazySwitcher, SwitcherButton, type LazySwitcherProps, type SwitcherButtonProps } from './switcher';
