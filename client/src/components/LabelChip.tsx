import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A label as a small chip: its colour as a dot, its name in readable grey, so any colour an admin picks
 * keeps the text legible.
 */
export function LabelChip({ name, color, children, className }: { name: string; color: string; children?: ReactNode; className?: string }) {
  return (
    <span className={cx('inline-flex max-w-40 items-center gap-1.5 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-gray-800 ring-1 ring-gray-200 ring-inset', className)}>
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      <span className="truncate">{name}</span>
      {children}
    </span>
  );
}
