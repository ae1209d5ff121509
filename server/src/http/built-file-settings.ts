import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SiteSettings } from '../../../client/prerender/content';
import { sitePlaceholders } from '../../../client/prerender/site-placeholders';
import { publicSiteOffMarker } from '../../../client/src/lib/publicSite';

/** A built file as this install serves it: its own settings in place of the build's stand-ins. */
export type SettledFile = { body: Buffer; compressed(encoding: 'br' | 'gzip'): Buffer };

const compressors = {
  // Brotli's middle quality: a tenth of the time of its best for a few percent more bytes.
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body: Buffer) => gzipSync(body),
};

/** Compressed the first time a browser asks for that encoding, then kept: start-up pays only for reading. */
function settledFile(body: Buffer): SettledFile {
  const cache: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return { body, compressed: (encoding) => (cache[encoding] ??= compressors[encoding](body)) };
}

const textFile = /\.(html|xml|txt|json|js)$/;

function* filesUnder(directory: string): Generator<string> {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (textFile.test(entry.name)) yield full;
  }
}

/**
 * Reads the built files that carry the build's stand-ins (site pages, sitemap, robots.txt, the site's script) and
 * keeps each in memory with this install's PUBLIC_URL and site widget written in, so a build made
 * anywhere serves any address without rebuilding. Keyed by absolute path; a missing build gives an empty map.
 */
export function settleBuiltFiles(root: string, settings: SiteSettings): Map<string, SettledFile> {
  const settled = new Map<string, SettledFile>();
  if (!fs.existsSync(root)) return settled;
  for (const file of filesUnder(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(sitePlaceholders.publicUrl) && !text.includes(sitePlaceholders.widgetClientId)) continue;
    const body = Buffer.from(
      text.replaceAll(sitePlaceholders.publicUrl, settings.publicUrl).replaceAll(sitePlaceholders.widgetClientId, settings.widgetClientId),
    );
    settled.set(file, settledFile(body));
  }
  return settled;
}

/** Tells the app in its page that this install has no public site (client/src/lib/publicSite.ts); a missing shell stays missing. */
export function markPublicSiteOff(settled: Map<string, SettledFile>, appShell: string): void {
  const shell = settled.get(appShell)?.body.toString('utf8') ?? (fs.existsSync(appShell) ? fs.readFileSync(appShell, 'utf8') : null);
  if (shell === null) return;
  const marker = `<meta name="${publicSiteOffMarker.name}" content="${publicSiteOffMarker.content}">`;
  settled.set(appShell, settledFile(Buffer.from(shell.replace('</head>', `${marker}</head>`))));
}
