import { PlanLimitError } from '../errors';
import type { PrismaClient } from '../generated/prisma/client';
import { appLink, type Services } from '../services';
import { allowance, effectivePlan } from './effective-plan';

/** What a downgrade can leave beyond the new allowance: all of it is kept, and what is beyond is read-only. */
export type KeptLimit = 'SEATS' | 'WIDGETS' | 'WEBHOOKS' | 'API_KEYS';

type Deps = Pick<Services, 'db' | 'config' | 'now'>;

const count = (allowed: number) => allowed.toLocaleString('en-US');

/** Why one thing beyond the allowance is read-only, and how to lift it. */
const readOnlyMessages: Record<KeptLimit, (planName: string, allowed: number) => string> = {
  SEATS: (planName, allowed) =>
    `This seat is beyond the ${count(allowed)} your ${planName} plan includes, so it is read-only: its member can sign in and read, but not change anything. Upgrade, or remove a member.`,
  WIDGETS: (planName, allowed) =>
    `This widget is beyond the ${count(allowed)} your ${planName} plan includes, so it is read-only: visitors still reach you through it, but it can't be changed. Upgrade, or delete a newer widget.`,
  WEBHOOKS: (planName, allowed) =>
    allowed === 0
      ? `Webhooks are not part of the ${planName} plan, so this endpoint is read-only. It is kept: upgrade and it can be changed again.`
      : `This webhook endpoint is beyond the ${count(allowed)} your ${planName} plan includes, so it is read-only. Upgrade, or delete a newer endpoint.`,
  API_KEYS: (planName, allowed) =>
    allowed === 0
      ? `API keys are not part of the ${planName} plan, so requests made with this key are refused. It is kept: upgrade and it works again.`
      : `This API key is beyond the ${count(allowed)} your ${planName} plan includes, so requests made with it are refused. Upgrade, or revoke a newer key.`,
};

const oldestFirst = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** Ids in keeping order; `exempt` ones are never read-only, whatever their place: owners, so someone can always upgrade. */
type Kept = { ids: string[]; exempt: Set<string> };

/**
 * The organization's things in the order they keep their place within the allowance: the oldest first, so the ones
 * added last are the ones beyond it. Seats are user ids, owners first.
 */
async function keptOrder(prisma: PrismaClient, organizationId: string, limit: KeptLimit): Promise<Kept> {
  const where = { organizationId };
  const ids = (rows: { id: string }[]): Kept => ({ ids: rows.map((row) => row.id), exempt: new Set() });
  switch (limit) {
    case 'SEATS': {
      const members = await prisma.membership.findMany({ where, orderBy: oldestFirst, select: { userId: true, role: true } });
      const owners = members.filter((member) => member.role === 'OWNER').map((member) => member.userId);
      const others = members.filter((member) => member.role !== 'OWNER').map((member) => member.userId);
      return { ids: [...owners, ...others], exempt: new Set(owners) };
    }
    case 'WIDGETS':
      return ids(await prisma.widget.findMany({ where, orderBy: oldestFirst, select: { id: true } }));
    case 'WEBHOOKS':
      return ids(await prisma.webhookEndpoint.findMany({ where, orderBy: oldestFirst, select: { id: true } }));
    case 'API_KEYS':
      return ids(await prisma.apiKey.findMany({ where: { ...where, revokedAt: null }, orderBy: oldestFirst, select: { id: true } }));
  }
}

/** What is beyond an allowance, as read: the ids refused (by id, user id for seats), and what refuses them. */
export type BeyondAllowance = { ids: string[]; message: string; limit: KeptLimit; used: number; allowed: number; upgradeUrl: string };

/**
 * After a downgrade nothing is deleted: what exceeds the new plan is kept, and the newest beyond the allowance are
 * read-only until the organization upgrades or removes some. Null within the allowance. Read through the instance's
 * recent reads (billing/allowance-reads), which answer for installs without billing.
 */
export async function readBeyondAllowance(deps: Deps, organizationId: string, limit: KeptLimit): Promise<BeyondAllowance | null> {
  const { prisma } = deps.db;
  const state = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { plan: true, billingAccount: true } });
  const now = deps.now();
  const allowed = allowance(state, limit, now);
  if (allowed === null) return null;
  const kept = await keptOrder(prisma, organizationId, limit);
  if (kept.ids.length <= allowed) return null;
  return {
    ids: kept.ids.slice(allowed).filter((id) => !kept.exempt.has(id)),
    message: readOnlyMessages[limit](effectivePlan(state, now).name, allowed),
    limit,
    used: kept.ids.length,
    allowed,
    upgradeUrl: appLink(deps.config, '/dashboard/settings/upgrade'),
  };
}

/** Each id beyond the allowance with the PlanLimitError that refuses changing or using it (a new one per request). */
export function refusalsOf(beyond: BeyondAllowance | null): Map<string, PlanLimitError> {
  if (!beyond) return new Map();
  const { message, limit, used, allowed, upgradeUrl } = beyond;
  return new Map(beyond.ids.map((id) => [id, new PlanLimitError(message, limit, used, allowed, upgradeUrl)]));
}
