export { Tooltip, type TooltipProps } from './tooltip';
