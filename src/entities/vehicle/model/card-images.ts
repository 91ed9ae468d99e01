import type { components } from '@/shared/api';

type AssetImage = components['schemas']['AssetImage'];

/** 000 §9: a vehicle list preloads its first 8 card images; the rest load lazily. */
export const PRELOADED_CARD_IMAGES = 8;

export const isPreloadedCardImage = (index: number): boolean => index >= 0 && index < PRELOADED_CARD_IMAGES;

/** The card shows the main photo, else the first one. */
export function cardImage(images: readonly AssetImage[]): AssetImage | undefined {
  return images.find((image) => image.viewType === 'main') ?? images[0];
}

/** A photo's renditions for a `<picture>`: the WebP `srcset` and the original format's. */
export interface PhotoSources {
  src: string;
  srcSet: string;
  webpSrcSet: string;
}

// Card 400w and medium 800w (000 §3): enough for a card in a grid at 1x and 2x.
const CARD_WIDTH = 400;
const MEDIUM_WIDTH = 800;

/** `srcset`s of the card and medium renditions, in WebP and the original format. */
export function cardImageSources(image: AssetImage): PhotoSources {
  const { card, medium } = image.sizes;
  const cardWidth = card.width ?? CARD_WIDTH;
  const mediumWidth = medium.width ?? MEDIUM_WIDTH;
  return {
    src: card.url,
    srcSet: `${card.url} ${cardWidth}w, ${medium.url} ${mediumWidth}w`,
    webpSrcSet: `${card.webp} ${cardWidth}w, ${medium.webp} ${mediumWidth}w`,
  };
}

/** Grid cells: one column on phones, then up to four; the browser picks the rendition from this. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 992px) 33vw, (min-width: 600px) 50vw, 100vw';
