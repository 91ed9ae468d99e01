import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxApi } from './openapi/sandbox/host/vite-plugin.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    vanillaExtractPlugin(),
    sandboxApi(),
  ],
  resolve: {
    alias: {
      '@/': fromRoot('./src/'),
      '@machines/': fromRoot('./machines/'),
      '@openapi/': fromRoot('./openapi/'),
    },
  },
  build: {
    target: 'es2023',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page needs at start goes in one chunk: shared by lazy chunks, it would
        // otherwise split into dozens of small files, each compressed and fetched on its own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  preview: { port: 4173, strictPort: true, host: true },
  server: { port: 5173 },
});
