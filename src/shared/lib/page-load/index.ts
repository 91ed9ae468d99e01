// The page's load: when it started (for what is shown some time after it), and the start-up's
// steps kept apart in short tasks.
export { markPageLoad, msSincePageLoad } from './page-load';
export { yieldToMain } from './yield-to-main';
