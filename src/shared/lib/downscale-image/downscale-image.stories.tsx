import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { downscaleImage } from './downscale-image';

/** A photo-like test picture: gradients with fine noise, which JPEG cannot squeeze to nothing. */
async function testPhoto(width: number, height: number, type = 'image/jpeg'): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1f5136');
  gradient.addColorStop(1, '#f0c987');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const noise = context.createImageData(512, 512);
  let seed = 7;
  for (let i = 0; i < noise.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    noise.data[i] = noise.data[i + 1] = noise.data[i + 2] = seed >>> 24;
    noise.data[i + 3] = 40;
  }
  const tile = await createImageBitmap(noise);
  for (let x = 0; x < width; x += 512) for (let y = 0; y < height; y += 512) context.drawImage(tile, x, y);
  const blob = await canvas.convertToBlob({ type, quality: 0.92 });
  return new File([blob], `photo.${type.split('/')[1]}`, { type, lastModified: 1 });
}

const sizeOf = async (file: Blob) => {
  const bitmap = await createImageBitmap(file);
  const size = `${bitmap.width} × ${bitmap.height}`;
  bitmap.close();
  return size;
};

/** Picks a photo and shows what would be uploaded: for trying the helper by hand. */
function DownscaleDemo() {
  const [result, setResult] = useState<string>('');
  const shrink = async (file: File | undefined) => {
    if (!file) return;
    const started = performance.now();
    const small = await downscaleImage(file);
    const ms = Math.round(performance.now() - started);
    setResult(`${await sizeOf(file)}, ${file.size} bytes → ${await sizeOf(small)}, ${small.size} bytes (${small.type}) in ${ms} ms`);
  };
  return (
    <div>
      <label>
        Photo <input type="file" accept="image/*" onChange={(event) => void shrink(event.currentTarget.files?.[0])} />
      </label>
      <output aria-label="Result">{result}</output>
    </div>
  );
}

const meta = preview.meta({ title: 'Shared/Lib/DownscaleImage', component: DownscaleDemo });

export const TwelveMegapixelPhoto = meta.story({
  play: async ({ canvas, userEvent }) => {
    const photo = await testPhoto(4032, 3024);
    await userEvent.upload(canvas.getByLabelText('Photo'), photo);
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent(/→ 2560 × 1920, \d+ bytes \(image\/jpeg\)/), { timeout: 15_000 });
    const small = await downscaleImage(photo);
    await expect(small.size).toBeLessThan(photo.size);
    await expect(small.name).toBe('photo.jpeg');
  },
});

export const PortraitPhotoStaysUpright = meta.story({
  play: async () => {
    const small = await downscaleImage(await testPhoto(3024, 4032, 'image/webp'), { maxEdge: 1600 });
    await expect(await sizeOf(small)).toBe('1200 × 1600');
    await expect(small.type).toBe('image/webp');
  },
});

export const SmallPhotoAndGifUntouched = meta.story({
  play: async () => {
    const small = await testPhoto(1600, 1200);
    await expect(await downscaleImage(small)).toBe(small);
    const gif = new File([new Uint8Array([71, 73, 70, 56, 57, 97])], 'a.gif', { type: 'image/gif' });
    await expect(await downscaleImage(gif)).toBe(gif);
    const broken = new File([new Uint8Array([1, 2, 3])], 'broken.jpg', { type: 'image/jpeg' });
    await expect(await downscaleImage(broken)).toBe(broken);
  },
});
