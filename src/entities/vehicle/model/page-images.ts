import type { components } from '@/shared/api';
import type { PhotoSources } from './card-images';

type AssetImage = components['schemas']['AssetImage'];

/** The vehicle page's photos fill the width on phones and 60 % of it beside the facts on large screens. */
export const PAGE_IMAGE_SIZES = '(min-width: 992px) 60vw, 100vw';

/** `srcset`s of the medium, large and xlarge renditions (800, 1100, 1280 wide), WebP and the original format. */
export function pageImageSources(image: AssetImage): PhotoSources {
  const { medium, large, xlarge } = image.sizes;
  return {
    src: large.url,
    srcSet: `${medium.url} 800w, ${large.url} 1100w, ${xlarge.url} 1280w`,
    webpSrcSet: `${medium.webp} 800w, ${large.webp} 1100w, ${xlarge.webp} 1280w`,
  };
}
