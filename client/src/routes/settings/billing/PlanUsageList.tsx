import { graphql, useFragment } from 'react-relay';
import { cx } from '../../../components/cx';
import { limitLabels, type PlanLimitName } from '../../../../../server/src/billing/plans';
import type { PlanUsageList_billing$key } from './__generated__/PlanUsageList_billing.graphql';

const fragment = graphql`
  fragment PlanUsageList_billing on Billing {
    usage {
      limit
      used
      allowed
    }
  }
`;

function allowanceText(allowed: number | null | undefined): string {
  if (allowed == null) return 'Unlimited';
  if (allowed === 0) return 'Not included';
  return `of ${allowed.toLocaleString('en-US')}`;
}

/** Each limit with what is used of it; a bar fills towards the limit and turns red past it (kept, but nothing new). */
export function PlanUsageList({ billing: billingKey }: { billing: PlanUsageList_billing$key }) {
  const { usage } = useFragment(fragment, billingKey);
  return (
    <ul className="divide-y divide-gray-100">
      {usage.map(({ limit, used, allowed }) => {
        const label = limitLabels[limit as PlanLimitName]?.feature ?? limit;
        const over = allowed != null && used > allowed;
        const full = allowed != null && used >= allowed;
        const share = allowed ? Math.min(100, (used / allowed) * 100) : 0;
        return (
          <li key={limit} className="px-5 py-3 sm:px-6">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-gray-900">{label}</span>
              <span className={cx('tabular-nums', over ? 'font-semibold text-red-700' : 'text-gray-600')}>
                {used.toLocaleString('en-US')} <span className="text-gray-500">{allowanceText(allowed)}</span>
              </span>
            </div>
            {allowed != null && allowed > 0 && (
              <div
                role="meter"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={allowed}
                aria-valuenow={Math.min(used, allowed)}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-gray-100"
              >
                <div className={cx('h-full rounded-full', over ? 'bg-red-600' : full ? 'bg-amber-500' : 'bg-indigo-600')} style={{ width: `${share}%` }} />
              </div>
            )}
            {over && (
              <p className="mt-1.5 text-xs text-red-700">
                {limit === 'CONVERSATIONS'
                  ? 'Over the limit: new conversations still arrive and are flagged in the inbox.'
                  : limit === 'ANSWER_BOT'
                    ? 'Not part of this plan: “Answer first” is still on, but the bot stays quiet and your team answers until you upgrade.'
                  : limit === 'WIDGETS' || limit === 'WEBHOOKS'
                    ? `Over the limit: all are kept and keep working, but the newest beyond ${allowed.toLocaleString('en-US')} are read-only until you upgrade or remove some.`
                    : 'Over the limit: what you have stays, but nothing new can be added until you upgrade or remove some.'}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
