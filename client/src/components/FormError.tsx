import { Link } from 'react-router';
import { AlertIcon } from './icons';

/** Where a PlanLimitError sends people: the plan comparison, where owners upgrade. */
export const upgradePath = '/dashboard/settings/upgrade';

/**
 * The form-level message (not tied to one field); announced as soon as it appears. `kind` is the typed error's name:
 * a plan limit comes with a link to the plans that lift it.
 */
export function FormError({ message, kind }: { message: string | null | undefined; kind?: string }) {
  return (
    <div role="alert" aria-live="assertive" className={message ? undefined : 'sr-only'}>
      {message && (
        <div className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          <AlertIcon className="mt-px size-4 shrink-0 text-red-600" />
          <p>
            {message}
            {kind === 'PlanLimitError' && (
              <>
                {' '}
                <Link to={upgradePath} className="font-semibold text-red-900 underline underline-offset-2 hover:text-red-950">
                  Upgrade your plan
                </Link>
              </>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
