import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api';
import { PRELOADED_CARD_IMAGES, cardImage, cardImageSources, isPreloadedCardImage } from './card-images';

type AssetImage = components['schemas']['AssetImage'];

const image = (id: number, viewType: AssetImage['viewType']): AssetImage => {
  const variant = (size: string, width: number | null) => ({ url: `https://img.test/${id}/${size}.jpg`, webp: `https://img.test/${id}/${size}.webp`, width });
  return {
    id,
    assetId: 1,
    viewType,
    position: 0,
    sizes: { card: variant('card', 400), medium: variant('medium', 800), large: variant('large', 1100), xlarge: variant('xlarge', 1280), full: variant('full', null) },
  };
};

describe('card images (000 §2, §3, §9)', () => {
  it('preloads the first 8 card images of a list and no more', () => {
    expect(PRELOADED_CARD_IMAGES).toBe(8);
    expect(Array.from({ length: 12 }, (_, index) => isPreloadedCardImage(index))).toEqual([...Array<boolean>(8).fill(true), ...Array<boolean>(4).fill(false)]);
  });

  it('shows the main photo, else the first', () => {
    expect(cardImage([image(1, 'kitchen'), image(2, 'main')])?.id).toBe(2);
    expect(cardImage([image(3, 'additional')])?.id).toBe(3);
    expect(cardImage([])).toBeUndefined();
  });

  it('offers the card (400w) and medium (800w) renditions, in WebP too', () => {
    expect(cardImageSources(image(7, 'main'))).toEqual({
      src: 'https://img.test/7/card.jpg',
      srcSet: 'https://img.test/7/card.jpg 400w, https://img.test/7/medium.jpg 800w',
      webpSrcSet: 'https://img.test/7/card.webp 400w, https://img.test/7/medium.webp 800w',
    });
  });
});
