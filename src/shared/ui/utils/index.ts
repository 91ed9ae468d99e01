export { useMediaQuery } from './use-media-query';
export { useNearViewport } from './use-near-viewport';
