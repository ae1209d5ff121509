import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';

/**
 * The public site's canonical links, sitemap and widget snippet are written at build time with the PUBLIC_URL
 * of that moment (dist/client/site.json records it). Serving them under another address would point search
 * engines elsewhere, so say so at start instead of failing quietly.
 */
export function warnIfSiteBuiltForAnotherUrl(config: Pick<Config, 'staticRoot' | 'publicUrl'>, logger: Logger) {
  const manifest = path.join(config.staticRoot, 'client', 'site.json');
  if (!fs.existsSync(manifest)) return;
  const built = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { publicUrl: string };
  if (built.publicUrl === config.publicUrl) return;
  logger.warn('The public site was built for another PUBLIC_URL; run `npm run build` with this one so its links point here', {
    builtFor: built.publicUrl,
    publicUrl: config.publicUrl,
  });
}
