import type { components } from '@openapi/generated/schema';

type S = components['schemas'];

/** Where the sandbox serves its generated media (see handlers/sandbox-media.handlers.ts). */
export const MEDIA_PREFIX = '/api/__sandbox';

/** 000 §3: the renditions of an image and their widths (`full` is the original). */
export const IMAGE_SIZES = { card: 400, medium: 800, large: 1100, xlarge: 1280, full: null } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Kinds of photos people upload besides vehicle photos; the sandbox draws a labelled placeholder. */
export type PhotoKind = 'damage' | 'checkin' | 'checkout' | 'driver' | 'id-document' | 'magazine';

export interface MediaUrls {
  vehicleImage(image: { id: number; assetId: number; rotation: number }): S['ImageSizes'];
  photo(kind: PhotoKind, id: string | number, rotation: number): S['ImageSizes'];
  userImage(kind: 'avatar' | 'logotype', userId: number, image: { id: number; rotation: number }): S['UserImage'];
  /** A generated PDF document. */
  file(kind: 'registration-document' | 'payout-report' | 'insurance-policy' | 'document', id: string | number): string;
}

/**
 * Absolute URLs (the contract's `format: uri`) on the origin the request came to, so
 * the links work from the dev server, the preview server, Vitest and Storybook alike.
 * The `webp` field points at the same SVG: the sandbox has no WebP encoder (see README).
 */
export function mediaUrls(requestUrl: string): MediaUrls {
  const origin = new URL(requestUrl).origin;
  const rotated = (rotation: number) => (rotation % 4 === 0 ? '' : `?rotation=${((rotation % 4) + 4) % 4}`);
  const sizes = (base: string, rotation: number): S['ImageSizes'] => {
    const variant = (size: ImageSize): S['ImageVariant'] => {
      const url = `${origin}${base}/${size}.svg${rotated(rotation)}`;
      return { url, webp: url, width: IMAGE_SIZES[size] ?? null };
    };
    return { card: variant('card'), medium: variant('medium'), large: variant('large'), xlarge: variant('xlarge'), full: variant('full') };
  };
  return {
    vehicleImage: (image) => sizes(`${MEDIA_PREFIX}/images/${image.assetId}/${image.id}`, image.rotation),
    photo: (kind, id, rotation) => sizes(`${MEDIA_PREFIX}/photos/${kind}/${id}`, rotation),
    userImage: (kind, userId, image) => {
      const url = (size: string) => `${origin}${MEDIA_PREFIX}/${kind}s/${userId}/${image.id}/${size}.svg${rotated(image.rotation)}`;
      return { url: url('medium'), webp: url('medium'), fullUrl: url('full'), fullWebp: url('full') };
    },
    file: (kind, id) => `${origin}${MEDIA_PREFIX}/files/${kind}/${id}.pdf`,
  };
}
