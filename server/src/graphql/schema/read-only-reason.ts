import type { KeptLimit } from '../../billing/over-allowance';
import type { Context } from '../context';

export const readOnlyReasonDescription =
  'Why this is read-only after a downgrade (beyond what the plan includes), in the words its changes are refused with; null when it is not.';

/** The explanation lists show on something a downgrade left beyond the allowance, or null. */
export async function readOnlyReason(context: Context, organizationId: string, limit: KeptLimit, id: string): Promise<string | null> {
  return (await context.overAllowance(organizationId, limit)).get(id)?.message ?? null;
}
