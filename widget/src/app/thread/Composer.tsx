import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { acceptedFileTypes } from '../../../../client/src/lib/uploadFile';
import type { OutboxAttachment } from '../outbox/outbox';
import { PaperclipIcon, SendIcon } from '../icons';
import { t } from '../i18n/translate';
import { useFocusOnMount } from '../useFocusOnMount';
import { ArticleSuggestions, FileDraftChips } from '../on-demand';
import { useFileDrafts } from './attachments/useFileDrafts';
import { useTypingNotifier } from './useTypingNotifier';

/** The server's limit for one message. */
const maxLength = 10_000;

type Props = {
  threadId: string | undefined;
  onSend(body: string, attachments: readonly OutboxAttachment[]): void;
  /** Before the first message: articles matching what is typed appear above the composer and open with this. */
  suggestArticles?(slug: string): void;
};

/** Where the visitor writes: Enter sends, Shift+Enter starts a new line. Works offline: sending only queues. */
export function Composer({ threadId, onSend, suggestArticles }: Props) {
  const [body, setBody] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingNotifier(threadId);
  const files = useFileDrafts();
  const filePicker = useRef<HTMLInputElement>(null);
  const canSend = files.ready && (body.trim() !== '' || files.uploaded.length > 0);
  // Opening a conversation puts the visitor where they'll type.
  useFocusOnMount(input, true);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!canSend) return;
    onSend(text, files.uploaded.map(({ id, fileName, byteSize, isImage }) => ({ id, fileName, byteSize, isImage })));
    setBody('');
    files.clear();
    typing.stop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Japanese, Chinese…) confirms the word, it doesn't send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <>
      {suggestArticles && <ArticleSuggestions draft={body} enabled onOpenArticle={suggestArticles} />}
      <form className="composer" data-dragging={files.dragging ? '' : undefined} onSubmit={submit} {...files.dropZone}>
      {files.drafts.length > 0 && <FileDraftChips drafts={files.drafts} onRemove={files.remove} />}
      {files.notice && (
        <p className="composer-notice" role="alert">
          {files.notice}
        </p>
      )}
      <button type="button" className="attach-button" aria-label={t('attachFiles')} title={t('attachFiles')} onClick={() => filePicker.current?.click()}>
        <PaperclipIcon />
      </button>
      <input
        ref={filePicker}
        type="file"
        multiple
        accept={acceptedFileTypes}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          files.add(event.target.files ?? []);
          event.target.value = '';
        }}
      />
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
        onPaste={files.onPaste}
      />
      <button type="submit" className="send-button" aria-label={t('send')} disabled={!canSend}>
        <SendIcon />
      </button>
    </form>
    </>
  );
}
