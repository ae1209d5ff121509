// Sizes of what a visitor downloads for the widget: the loader every page loads, and the iframe app's first load.
// Reads the build output only (run `npm run build:widget` first). Exits 1 when the loader is over its budget.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const loaderBudget = 3 * 1024;
const appBase = '/widget-app/';

function measure(file) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length };
}

/** The scripts, stylesheets and preloads index.html pulls in on first load (lazy chunks are not counted). */
function firstLoadFiles() {
  const html = readFileSync(`${dist}widget-app/index.html`, 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags
    .filter((tag) => tag.startsWith('<script') || /rel="(stylesheet|modulepreload)"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter((url) => url?.startsWith(appBase));
  return ['index.html', ...urls.map((url) => url.slice(appBase.length))];
}

const print = (line) => process.stdout.write(`${line}\n`);
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const row = (name, { raw, gzip }) => print(`${name.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`);

print(`${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
const loader = measure(`${dist}loader/widget.js`);
row('loader/widget.js', loader);

const app = { raw: 0, gzip: 0 };
for (const file of firstLoadFiles()) {
  const size = measure(`${dist}widget-app/${file}`);
  row(`widget-app/${file}`, size);
  app.raw += size.raw;
  app.gzip += size.gzip;
}
row('iframe app, first load (total)', app);

const share = ((loader.gzip / loaderBudget) * 100).toFixed(0);
print(`\nloader: ${loader.gzip} bytes gzip = ${share}% of the ${loaderBudget}-byte (3 KB) budget`);
if (loader.gzip > loaderBudget) {
  process.stderr.write(`loader is over budget by ${loader.gzip - loaderBudget} bytes gzip\n`);
  process.exit(1);
}
