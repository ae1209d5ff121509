import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The script tag customers paste: one self-contained, minified IIFE at dist/loader/widget.js. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../dist/loader', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('src/loader/main.ts', import.meta.url)),
      formats: ['iife'],
      // Required by Vite for IIFE output; the entry exports nothing, so no global of this name is created.
      name: 'ParleyLoader',
      fileName: () => 'widget.js',
    },
  },
});
