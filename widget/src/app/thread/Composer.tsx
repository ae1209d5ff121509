import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendIcon } from '../icons';
import { t } from '../i18n/translate';
import { useTypingNotifier } from './useTypingNotifier';

/** The server's limit for one message. */
const maxLength = 10_000;

type Props = { threadId: string | undefined; onSend(body: string): void };

/** Where the visitor writes: Enter sends, Shift+Enter starts a new line. Works offline: sending only queues. */
export function Composer({ threadId, onSend }: Props) {
  const [body, setBody] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingNotifier(threadId);
  // Opening a conversation puts the visitor where they'll type.
  useEffect(() => input.current?.focus(), []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!text) return;
    onSend(text);
    setBody('');
    typing.stop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Japanese, Chinese…) confirms the word, it doesn't send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor="composer-input" className="visually-hidden">
        {t('messageLabel')}
      </label>
      <textarea
        id="composer-input"
        ref={input}
        className="composer-input"
        rows={1}
        maxLength={maxLength}
        placeholder={t('messagePlaceholder')}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (event.target.value) typing.keystroke();
          else typing.stop();
        }}
        onKeyDown={onKeyDown}
        onBlur={typing.stop}
      />
      <button type="submit" className="send-button" aria-label={t('send')} disabled={!body.trim()}>
        <SendIcon />
      </button>
    </form>
  );
}
