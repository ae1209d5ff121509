import { describeLimit, planLimitNames, type Plan } from '../../../server/src/billing/plans';
import { CheckIcon, CloseIcon } from './icons';

/** What a plan allows, one line per limit: a check for what it includes, a muted cross for what it leaves out. */
export function PlanLimitList({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <ul className={className}>
      {planLimitNames.map((limit) => {
        const excluded = plan.limits[limit] === 0;
        return (
          <li key={limit} className={excluded ? 'flex gap-2.5 text-sm text-gray-500' : 'flex gap-2.5 text-sm text-gray-700'}>
            {excluded ? <CloseIcon className="mt-0.5 size-4 shrink-0 text-gray-400" /> : <CheckIcon className="mt-0.5 size-4 shrink-0 text-indigo-600" />}
            {describeLimit(plan, limit)}
          </li>
        );
      })}
    </ul>
  );
}
