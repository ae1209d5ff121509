import type { Prisma } from '../generated/prisma/client';
import type { PlanLimitName } from './plans';

/** The first day of `now`'s month in UTC: conversations are counted per calendar month. */
export function monthOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** How many of `limit` the organization has now. Seats are members plus invitations still open. */
export async function usageOf(prisma: Prisma.TransactionClient, organizationId: string, limit: PlanLimitName, now: Date): Promise<number> {
  switch (limit) {
    case 'SEATS': {
      const [members, invitations] = await Promise.all([
        prisma.membership.count({ where: { organizationId } }),
        prisma.invitation.count({ where: { organizationId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } } }),
      ]);
      return members + invitations;
    }
    case 'WIDGETS':
      return prisma.widget.count({ where: { organizationId } });
    case 'CONVERSATIONS': {
      const counted = await prisma.conversationCount.findUnique({ where: { organizationId_month: { organizationId, month: monthOf(now) } } });
      return counted?.count ?? 0;
    }
    case 'ARTICLES':
      return prisma.knowledgeArticle.count({ where: { organizationId, status: 'PUBLISHED' } });
    case 'API_KEYS':
      return prisma.apiKey.count({ where: { organizationId, revokedAt: null } });
    case 'WEBHOOKS':
      return prisma.webhookEndpoint.count({ where: { organizationId } });
    case 'IDENTITY_VERIFICATION':
      return prisma.widget.count({ where: { organizationId, identityVerification: true } });
    case 'ANSWER_BOT': {
      const { answerFirstEnabled } = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { answerFirstEnabled: true } });
      return answerFirstEnabled ? 1 : 0;
    }
  }
}
