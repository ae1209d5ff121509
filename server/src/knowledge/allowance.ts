import type { PrismaClient } from '../generated/prisma/client';
import { ValidationError } from '../errors';

/**
 * The one place article counts are checked, so plans can meter them here. Without billing every organization
 * may keep this many, which no real help center reaches.
 */
const articleLimit = 5_000;

export async function assertMayAddArticle(prisma: PrismaClient, organizationId: string): Promise<void> {
  const count = await prisma.knowledgeArticle.count({ where: { organizationId } });
  if (count >= articleLimit) throw ValidationError.forField('title', `Your plan allows ${articleLimit.toLocaleString('en')} articles. Archive or delete some first.`);
}
