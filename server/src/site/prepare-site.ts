import type { PrismaClient } from '../generated/prisma/client';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ensureSiteOrganization } from './site-organization';

/** Everything the public site needs from a starting server: its organization and widget; nothing when it is off. */
export async function prepareSite(prisma: PrismaClient, config: Config, logger: Logger): Promise<void> {
  if (!config.publicSite) return;
  await ensureSiteOrganization(prisma, config, logger);
}
