import type { PlanLimitError } from '../errors';
import { recentReads } from '../recent-reads';
import type { Services } from '../services';
import { readBeyondAllowance, refusalsOf, type BeyondAllowance, type KeptLimit } from './over-allowance';

/**
 * How long what is beyond an organization's allowance is trusted without reading it again: in a hosted install every
 * mutation by an operator or an API key asks whether its seat or key is within the plan (two queries). Any write
 * through this instance to what decides it (the plan, the billing account, members, widgets, webhook endpoints, API
 * keys) drops it at once, and so do such writes through other instances (a member added there, a downgrade that
 * Stripe's webhook delivered there; see shared-write-notices). This bound is for a notice that never came.
 */
const trustedForMs = 5_000;
/** Organizations and limits remembered at most, oldest dropped first. */
const remembered = 20_000;

const decidingModels = new Set(['Organization', 'BillingAccount', 'Membership', 'Widget', 'WebhookEndpoint', 'ApiKey']);
/** The models what is beyond an allowance is read from. */
export const allowanceModels: readonly string[] = [...decidingModels];

export type AllowanceReads = {
  /** Each id beyond the organization's allowance of `limit`, with the error that refuses it (see over-allowance). */
  overAllowance(organizationId: string, limit: KeptLimit): Promise<Map<string, PlanLimitError>>;
  stop(): void;
};

export function createAllowanceReads(deps: Pick<Services, 'db' | 'config' | 'now'>): AllowanceReads {
  // Trusted on the app's clock: what is allowed depends on its time (a past-due grace period ends), and the app's
  // clock is not always the machine's.
  const reads = recentReads<BeyondAllowance | null>({ trustedForMs, remembered, now: () => deps.now().getTime() });
  // Bumped by every write that decides an allowance: a read that started before one may hold what it changed.
  let changes = 0;
  const stopNotices = deps.db.onWrites((model) => {
    if (!decidingModels.has(model)) return;
    changes += 1;
    reads.clear();
  });
  return {
    async overAllowance(organizationId, limit) {
      if (!deps.config.stripe) return new Map();
      const key = `${organizationId}:${limit}`;
      const known = reads.fresh(key);
      if (known !== undefined) return refusalsOf(known);
      const before = changes;
      const beyond = await readBeyondAllowance(deps, organizationId, limit);
      if (changes === before) reads.keep(key, beyond);
      return refusalsOf(beyond);
    },
    stop: stopNotices,
  };
}

/** Throws the PlanLimitError when `id` is one of the things beyond the allowance (see over-allowance). */
export async function assertEditable(allowances: Pick<AllowanceReads, 'overAllowance'>, organizationId: string, limit: KeptLimit, id: string): Promise<void> {
  const refusal = (await allowances.overAllowance(organizationId, limit)).get(id);
  if (refusal) throw refusal;
}
