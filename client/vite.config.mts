import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { contentPlugin } from './prerender/content-plugin';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: clientRoot,
  plugins: [react(), relay, tailwindcss(), contentPlugin()],
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true, changeOrigin: false },
    },
  },
});
