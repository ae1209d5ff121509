import { t } from '../i18n/translate';

/** "Ada is typing…" with the familiar three dots; the text is what screen readers announce. */
export function TypingIndicator({ name }: { name: string | undefined }) {
  return (
    <div role="status" className="typing-status">
      {name && (
        <div className="typing">
          <span className="typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="typing-text">{t('typing', { name })}</span>
        </div>
      )}
    </div>
  );
}
