import { useLayoutEffect } from 'react';
import { CloseIcon } from '../icons';
import { t } from '../i18n/translate';
import { PersonAvatar } from '../PersonAvatar';
import type { LiveMessage } from '../realtime/visitor-events';
import { useRuntime } from '../runtime/RuntimeContext';
import './peek.css';

type Props = {
  message: LiveMessage;
  /** The launcher's side of the page: the preview sits above it, on the same side. */
  side: 'left' | 'right';
  organizationName: string;
  onOpen(): void;
  onDismiss(): void;
};

/**
 * A new message from the team, previewed beside the closed launcher. The loader keeps the frame visible as a strip
 * above the launcher while this shows; the chat window itself is hidden meanwhile. Clicking it opens the
 * conversation; the close button and Escape dismiss it.
 */
export function LauncherPeek({ message, side, organizationName, onOpen, onDismiss }: Props) {
  const { parent } = useRuntime();
  // Before the browser paints: the chat window must be hidden by the time the loader shows the frame.
  useLayoutEffect(() => {
    document.documentElement.dataset.peek = 'true';
    parent.reportPeek(true);
    return () => {
      delete document.documentElement.dataset.peek;
      parent.reportPeek(false);
    };
  }, [parent]);
  const author = message.authorName || organizationName;

  return (
    <aside className={`peek peek-${side}`} aria-label={t('peekTitle', { name: author })} onKeyDown={(event) => event.key === 'Escape' && onDismiss()}>
      {/* Screen readers hear that a message came; the button below reads it. */}
      <span className="visually-hidden" role="status">
        {t('peekTitle', { name: author })}
      </span>
      <button type="button" className="peek-message" onClick={onOpen}>
        <PersonAvatar name={author} avatarUrl={message.authorAvatarUrl} className="avatar avatar-small" />
        <span className="peek-text">
          <span className="peek-author">{author}</span>
          <span className="peek-body">{message.body}</span>
        </span>
      </button>
      <button type="button" className="peek-dismiss" aria-label={t('peekDismiss')} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </aside>
  );
}
