import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A draft vehicle of that owner, in one call of the API the editor uses (`POST /assets`). */
export async function draftOf(request: APIRequestContext, token: string, model: string, subType = 'campervan'): Promise<number> {
  const response = await request.post('/api/assets', { data: { type: 'vehicle', subType, model }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A JPEG of that size drawn by the browser itself (000 §5 is checked on the pixels, not the name). */
export async function jpeg(page: Page, name: string, width: number, height: number, hue: number) {
  const base64 = await page.evaluate(
    async ({ width, height, hue }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No canvas');
      context.fillStyle = `hsl(${hue} 50% 45%)`;
      context.fillRect(0, 0, width, height);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.6 })).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, hue },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
