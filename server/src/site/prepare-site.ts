import type { PrismaClient } from '../generated/prisma/client';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ensureSiteOrganization } from './site-organization';

/** Everything the public site needs from a starting server: its organization and widget. */
export async function prepareSite(prisma: PrismaClient, config: Config, logger: Logger): Promise<void> {
  await ensureSiteOrganization(prisma, config, logger);
}
