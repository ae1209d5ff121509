import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

/**
 * The chat app inside the widget's iframe. The server answers /widgets/:clientId with the built index.html and
 * serves its assets under /widget-app/, hence the base.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/widget-app/',
  publicDir: false,
  plugins: [react(), relay],
  resolve: {
    // react-relay's main entry also carries the legacy container APIs (CommonJS, so never tree-shaken); the widget
    // uses hooks only, and the hooks entry exports everything it imports.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/widget-app', import.meta.url)),
    emptyOutDir: true,
  },
});
