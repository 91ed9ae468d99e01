export { useMediaQuery } from './use-media-query';
export { useNearViewport } from './use-near-viewport';
export { useFooterHidden, useHideFooter } from './footer-visibility';
export { fileNameOf, saveFile, saveTextFile } from './save-text-file';
export { useHeightProperty } from './use-height-property';
