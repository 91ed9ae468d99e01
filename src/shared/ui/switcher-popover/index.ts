export { SwitcherPopover, type SwitcherPopoverProps } from './switcher-popover';
