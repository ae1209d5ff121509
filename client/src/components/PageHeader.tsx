import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode };

export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
      <div className="min-w-0 space-y-1">
        {eyebrow}
        <h1 className="text-xl font-semibold tracking-tight text-gray-950 sm:text-2xl">{title}</h1>
        {description && <p className="max-w-2xl text-sm text-gray-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
