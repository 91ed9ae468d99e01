import { targetSize } from './target-size';

export interface DownscaleOptions {
  /** The longest edge in pixels; 2,560 keeps vehicle photos above 000 §5's 1,600 × 1,200. */
  maxEdge?: number;
  /** JPEG and WEBP quality, 0–1. */
  quality?: number;
}

/** Types drawn again smaller; a GIF would lose its animation, anything else is not a photo. */
const REDRAWN = new Set(['image/jpeg', 'image/png', 'image/webp']);

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality));
}

/**
 * A phone's 12-megapixel photo (3–6 MB) made small enough to upload over a weak connection
 * (≈0.5–1 MB at 2,560 px) before it is sent. The camera's EXIF orientation is applied while
 * decoding, so the result stands upright without its EXIF data. A photo that already fits, a GIF,
 * or one the browser cannot decode is returned as it is: the upload's own checks then decide.
 */
export async function downscaleImage(file: File, { maxEdge = 2560, quality = 0.85 }: DownscaleOptions = {}): Promise<File> {
  if (!REDRAWN.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = targetSize(bitmap, maxEdge);
    if (!size) return file;
    const blob = await encode(bitmap, size.width, size.height, file.type, quality);
    // Encoding again can grow a small, well-compressed file: keep whichever is smaller.
    if (blob.size >= file.size) return file;
    return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
