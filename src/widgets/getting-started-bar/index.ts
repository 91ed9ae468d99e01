export { GettingStartedBar } from './ui/getting-started-bar';
export { GettingStartedBarView, type GettingStartedBarViewProps } from './ui/getting-started-bar-view';
export { BAR_HIDDEN_ROUTES, showsGettingStartedBar, type BarUser } from './model/bar-visibility';
