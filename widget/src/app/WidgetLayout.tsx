import { useState, type CSSProperties, type ReactNode } from 'react';
import { ConnectionBanner } from './ConnectionBanner';
import { PersonAvatar } from './PersonAvatar';
import { BackIcon, CloseIcon } from './icons';
import { t } from './i18n/translate';

type Props = {
  title: string;
  /** Under the title: the greeting on the home screen, the team's availability in a conversation. */
  subtitle?: ReactNode;
  /** Accent CSS variables; the neutral default when the widget isn't known (yet). */
  style?: CSSProperties;
  /** Present only when embedded: a full page has nothing to close. */
  onClose?: () => void;
  /** In a conversation: back to the home screen. The compact header leaves room for the messages. */
  onBack?: () => void;
  /** The back button's name when it doesn't lead to the conversations (out of an article). */
  backLabel?: string;
  /** Whether to show the live connection's state (only once there is a session to connect). */
  showConnection?: boolean;
  /** The team's picture from the widget's settings, beside the title. */
  avatarUrl?: string | null;
  /** Without that picture: the faces of the team members likely to answer (their photos, else their initials). */
  team?: readonly { readonly name: string; readonly avatarUrl: string | null | undefined }[];
  children: ReactNode;
};

/** The frame every screen shares: a header in the widget's colour with the close button, then the content. */
export function WidgetLayout({ title, subtitle, style, onClose, onBack, backLabel, showConnection, avatarUrl, team = [], children }: Props) {
  return (
    <div className="widget" style={style}>
      <title>{title}</title>
      <header className={onBack ? 'header header-compact' : 'header'}>
        {onBack && (
          <button type="button" className="header-button" aria-label={backLabel ?? t('back')} onClick={onBack}>
            <BackIcon />
          </button>
        )}
        {avatarUrl ? (
          <HeaderAvatar key={avatarUrl} src={avatarUrl} />
        ) : (
          team.length > 0 && (
            <div className="header-team" aria-hidden="true">
              {team.map((member, index) => (
                <PersonAvatar key={index} name={member.name} avatarUrl={member.avatarUrl} className="avatar header-team-avatar" />
              ))}
            </div>
          )
        )}
        <div className="header-text">
          <h1 className="header-title">{title}</h1>
          {subtitle && <div className="header-subtitle">{subtitle}</div>}
        </div>
        {onClose && (
          <button type="button" className="header-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </header>
      {showConnection && <ConnectionBanner />}
      <main className={onBack ? 'content content-thread' : 'content'}>{children}</main>
    </div>
  );
}

/** Decorative (the title names the team); a picture that fails to load leaves no broken-image icon behind. */
function HeaderAvatar({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="header-avatar" src={src} alt="" onError={() => setFailed(true)} />;
}
