import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliOf, isCompressible } from './precompress';

describe('precompressed build files', () => {
  it('compresses scripts, stylesheets, the page and SVG, not images that are compressed already', () => {
    expect(['assets/index-abc.js', 'assets/style-abc.css', 'index.html', 'favicon.svg', 'map/countries.json'].every(isCompressible)).toBe(true);
    expect(['assets/photo.webp', 'assets/photo.jpg', 'assets/font.woff2', 'assets/index-abc.js.map'].some(isCompressible)).toBe(false);
  });

  it('writes a file the browser decodes to the same bytes, and smaller than the source', () => {
    const source = Buffer.from('export const greeting = "hello";\n'.repeat(200));
    const compressed = brotliOf(source) ?? Buffer.alloc(0);
    expect(compressed.length).toBeGreaterThan(0);
    expect(compressed.length).toBeLessThan(source.length / 10);
    expect(brotliDecompressSync(compressed).equals(source)).toBe(true);
  });

  it('leaves files under 1 KB alone: the headers would outweigh the saving', () => {
    expect(brotliOf(Buffer.from('x'.repeat(1023)))).toBeUndefined();
  });
});
