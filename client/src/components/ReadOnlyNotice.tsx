import { Link } from 'react-router';
import { upgradePath } from './FormError';
import { Notice } from './Notice';

/**
 * Shown on something a downgrade left beyond the plan's allowance (a widget, webhook endpoint, member or API key): the
 * server's reason, in the words its changes are refused with, and the way to lift it.
 */
export function ReadOnlyNotice({ reason, className }: { reason: string | null | undefined; className?: string }) {
  if (!reason) return null;
  return (
    <Notice tone="warning" className={className}>
      <p>
        <span className="font-semibold">Read-only. </span>
        {reason}{' '}
        <Link to={upgradePath} className="font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-900">
          Compare plans
        </Link>
      </p>
    </Notice>
  );
}
