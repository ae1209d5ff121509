import type { ReactNode } from 'react';
import { cx } from './cx';
import { AlertIcon, CheckIcon, MailIcon } from './icons';

const tones = {
  info: { box: 'border-indigo-200 bg-indigo-50 text-indigo-950', icon: <MailIcon className="mt-px size-4 shrink-0 text-indigo-600" /> },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-950', icon: <CheckIcon className="mt-px size-4 shrink-0 text-emerald-600" /> },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: <AlertIcon className="mt-px size-4 shrink-0 text-amber-600" /> },
} as const;

/** A calm inline message: "we sent a link", "saved", "read-only for your role". */
export function Notice({ tone = 'info', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <div role="status" className={cx('flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm', tones[tone].box, className)}>
      {tones[tone].icon}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
