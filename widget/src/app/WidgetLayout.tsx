import type { CSSProperties, ReactNode } from 'react';
import { CloseIcon } from './icons';
import { t } from './i18n/translate';

type Props = {
  title: string;
  subtitle?: string;
  /** Accent CSS variables; the neutral default when the widget isn't known (yet). */
  style?: CSSProperties;
  /** Present only when embedded: a full page has nothing to close. */
  onClose?: () => void;
  children: ReactNode;
};

/** The frame every state shares: a header in the widget's colour with the close button, then the content. */
export function WidgetLayout({ title, subtitle, style, onClose, children }: Props) {
  return (
    <div className="widget" style={style}>
      <title>{title}</title>
      <header className="header">
        <h1 className="header-title">{title}</h1>
        {subtitle && <p className="header-subtitle">{subtitle}</p>}
        {onClose && (
          <button type="button" className="close-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </header>
      <main className="content">{children}</main>
    </div>
  );
}
