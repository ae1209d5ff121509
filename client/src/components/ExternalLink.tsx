import type { ReactNode } from 'react';
import { isWebAddress } from '../lib/webAddress';
import { cx } from './cx';
import { ExternalLinkIcon } from './icons';

type Props = { href: string; className?: string; children: ReactNode; /** Marks the link as leaving the dashboard. */ withIcon?: boolean };

/**
 * A link to an address that came from outside (a visitor's page or referrer, where the widget was seen), opened in a new
 * tab that isn't told where it came from. Anything but http(s) (`javascript:`, `data:`, …) stays plain text, so an
 * address someone made up can never run in the dashboard.
 */
export function ExternalLink({ href, className, children, withIcon = false }: Props) {
  if (!isWebAddress(href)) {
    return (
      <span className={cx('text-gray-700', className)} title={href}>
        {children}
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={cx('text-indigo-700 hover:underline', className)}>
      {children}
      {withIcon && <ExternalLinkIcon className="size-3.5 shrink-0" />}
    </a>
  );
}
