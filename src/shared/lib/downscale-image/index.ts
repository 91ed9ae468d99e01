export { downscaleImage, type DownscaleOptions } from './downscale-image';
export { targetSize, type Size } from './target-size';
