import type { ReactNode } from 'react';
import { cx } from './cx';

type EmptyStateProps = { icon: ReactNode; title: string; description: ReactNode; action?: ReactNode; className?: string };

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center px-6 py-12 text-center', className)}>
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 ring-inset">{icon}</div>
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <div className="mt-1.5 max-w-sm text-sm text-gray-600">{description}</div>
      {action && <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
