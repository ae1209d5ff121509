import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  /** Controls beside the title, e.g. a "New team" button. */
  actions?: ReactNode;
  /** A muted bar under the body, usually the form's submit button. */
  footer?: ReactNode;
  tone?: 'default' | 'danger';
  /** Lets tables and lists run edge to edge. */
  flush?: boolean;
};

export function Card({ title, description, actions, footer, tone = 'default', flush = false, className, children, ...props }: CardProps) {
  const headingId = props.id ? `${props.id}-title` : undefined;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx(
        'overflow-hidden rounded-xl border bg-white shadow-card',
        tone === 'danger' ? 'border-red-200' : 'border-gray-200',
        className,
      )}
      {...props}
    >
      {(title || actions) && (
        <header className={cx('flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6', flush && 'pb-4')}>
          <div className="min-w-0 space-y-1">
            {title && (
              <h2 id={headingId} className={cx('text-[15px] font-semibold', tone === 'danger' ? 'text-red-800' : 'text-gray-900')}>
                {title}
              </h2>
            )}
            {description && <p className="text-sm text-gray-600">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </header>
      )}
      {children && <div className={flush ? '' : 'px-5 py-5 sm:px-6'}>{children}</div>}
      {footer && (
        <footer
          className={cx(
            'flex flex-wrap items-center justify-end gap-3 border-t px-5 py-3 sm:px-6',
            tone === 'danger' ? 'border-red-100 bg-red-50/60' : 'border-gray-100 bg-gray-50/80',
          )}
        >
          {footer}
        </footer>
      )}
    </section>
  );
}
