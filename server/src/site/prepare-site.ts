import type { PrismaClient } from '../generated/prisma/client';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { warnIfSiteBuiltForAnotherUrl } from './built-site';
import { ensureSiteOrganization } from './site-organization';

/** Everything the public site needs from a starting server: its organization and widget, and a matching build. */
export async function prepareSite(prisma: PrismaClient, config: Config, logger: Logger): Promise<void> {
  await ensureSiteOrganization(prisma, config, logger);
  warnIfSiteBuiltForAnotherUrl(config, logger);
}
