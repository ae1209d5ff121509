import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';

const unusedTwin = '\0relay-unused-twin';

/**
 * react-relay carries two versions of its fragment hook, picked at run time by RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY,
 * which is on unless an app turns it off (the widget never does): the other version is replaced by a function that
 * says so, instead of weighing on the first load.
 */
const relayWithoutUnusedTwin: Plugin = {
  name: 'relay-without-unused-twin',
  enforce: 'pre',
  resolveId: (source, importer) => (importer?.includes('/react-relay/lib/') && source === './useFragmentInternal_CURRENT' ? unusedTwin : null),
  load: (id) =>
    id === unusedTwin ? 'export default function unused() { throw new Error("RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is off: not in this build"); }' : null,
};

/**
 * The chat app inside the widget's iframe. The server answers /widgets/:clientId with the built index.html and
 * serves its assets under /widget-app/, hence the base.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/widget-app/',
  publicDir: false,
  plugins: [relayWithoutUnusedTwin, react(), relay],
  resolve: {
    // react-relay's entries are CommonJS, never tree-shaken: the widget takes only the hooks it uses (see the file).
    alias: [{ find: /^react-relay$/, replacement: fileURLToPath(new URL('./react-relay-hooks.mjs', import.meta.url)) }],
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/widget-app', import.meta.url)),
    emptyOutDir: true,
  },
});
