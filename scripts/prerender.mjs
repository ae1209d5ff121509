// Renders the public site to static HTML after the client build (see client/prerender/entry-server.tsx): a
// server-side build of the same routes, run once, writing into dist/client next to the built assets.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const serverDir = path.join(root, 'dist/prerender');

await build({
  configFile: path.join(root, 'client/vite.config.mts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'client/prerender/entry-server.tsx'),
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
  },
});

try {
  const { prerenderSite } = await import(pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href);
  // The built index.html becomes the shell of the app's own screens (sign-in, dashboard); `/` gets the home page.
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  fs.renameSync(path.join(clientDir, 'index.html'), path.join(clientDir, 'app.html'));
  const files = await prerenderSite(template, (href) => fs.readFileSync(path.join(clientDir, href), 'utf8'));
  for (const { file, body } of files) {
    fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, file), body);
  }
  process.stdout.write(`Prerendered ${files.length} files of the public site into dist/client\n`);
} finally {
  fs.rmSync(serverDir, { recursive: true, force: true });
}
