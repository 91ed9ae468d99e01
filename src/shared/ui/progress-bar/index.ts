export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { RouteLoadingBar, type RouteLoadingBarProps } from './route-loading-bar';
