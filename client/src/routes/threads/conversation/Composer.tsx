import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../../../components/Button';
import { cx } from '../../../components/cx';
import { LockIcon, NoteIcon, ReplyIcon, SendIcon } from '../../../components/icons';
import { useSetOperatorTypingMutation } from '../../../mutations/useSetOperatorTypingMutation';
import { useConnectionState } from '../../../relay/connectionState';
import { AttachButton } from './attachments/AttachButton';
import { InsertArticleButton } from './composer/InsertArticleButton';
import { UploadChips } from './attachments/UploadChips';
import { useComposerAttachments } from './attachments/useComposerAttachments';
import { useComposerAssist, type ComposerSuggestions } from './composer/useComposerAssist';
import { outbox, type OutgoingKind } from './outbox';

export type ComposerHandle = {
  focus: (kind: OutgoingKind) => void;
  /** Puts text at the caret of the reply box (e.g. an article link chosen in the sidebar) and focuses it. */
  insert: (text: string) => void;
};

/** Typing signals: at most one "typing" every few seconds, and "stopped" after a pause. */
const typingRepeatMs = 3_000;
const typingIdleMs = 4_000;

/** Drafts survive switching between conversations (for this tab's lifetime). */
const drafts = new Map<string, string>();

type ComposerProps = { threadId: string; contactName: string; suggestions: ComposerSuggestions; ref?: Ref<ComposerHandle> };

/**
 * Writes a reply to the visitor or an internal note. Enter sends, Shift+Enter starts a new line. What is
 * sent goes to the outbox, which delivers it now or, when offline, as soon as the connection is back.
 */
export function Composer({ threadId, contactName, suggestions, ref }: ComposerProps) {
  const id = useId();
  const [kind, setKind] = useState<OutgoingKind>('MESSAGE');
  const [text, setText] = useState(() => drafts.get(threadId) ?? '');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const connection = useConnectionState();
  const typing = useTypingSignal(threadId);
  const attachments = useComposerAttachments(threadId);
  const note = kind === 'NOTE';
  const assist = useComposerAssist({ text, note, onTextChange: (value) => change(value), textarea, suggestions });

  useImperativeHandle(ref, () => ({
    focus: (next) => {
      setKind(next);
      textarea.current?.focus();
    },
    insert: (value) => assist.insertAtCaret(value),
  }));

  const change = (value: string) => {
    setText(value);
    drafts.set(threadId, value);
    // A note is for the team: the visitor must not see someone "typing" it.
    if (!note && value.trim()) typing.started();
  };

  const send = () => {
    const body = text.trim();
    if (!body && !attachments.hasFiles) return;
    outbox.add({ threadId, body: assist.encode(body), kind, uploadIds: attachments.take() });
    assist.reset();
    setText('');
    drafts.delete(threadId);
    typing.stopped();
  };

  const switchKind = (next: OutgoingKind) => {
    if (next === 'NOTE') typing.stopped();
    setKind(next);
    textarea.current?.focus();
  };

  return (
    <form
      className="shrink-0 px-3 pt-1 pb-3 sm:px-5 sm:pb-4"
      {...attachments.dropZone}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {assist.popup}
      <div
        className={cx(
          'rounded-xl shadow-xs ring-1 transition-colors ring-inset focus-within:ring-2',
          // A note must never be mistaken for a reply: the whole composer turns amber, like the notes in the thread.
          note ? 'bg-amber-50 ring-2 ring-amber-400 focus-within:ring-amber-500' : 'bg-white ring-gray-300 focus-within:ring-indigo-600',
          attachments.dragging && 'bg-indigo-50/60 ring-2 ring-indigo-500 ring-dashed',
        )}
      >
        <div role="group" aria-label="Message type" className="flex items-center gap-1 px-2 pt-2">
          <KindButton active={!note} onClick={() => switchKind('MESSAGE')} icon={<ReplyIcon className="size-3.5" />} label="Reply" />
          <KindButton active={note} onClick={() => switchKind('NOTE')} icon={<NoteIcon className="size-3.5" />} label="Note" tone="amber" />
          {note && (
            <span className="ml-1 flex min-w-0 items-center gap-1 text-xs font-medium text-amber-900">
              <LockIcon className="size-3.5 shrink-0" />
              <span className="truncate">
                Only your team sees notes<span className="max-sm:hidden"> · type @ to mention a teammate</span>
              </span>
            </span>
          )}
        </div>
        <label htmlFor={id} className="sr-only">
          {note ? 'Internal note' : `Reply to ${contactName}`}
        </label>
        <textarea
          id={id}
          ref={textarea}
          rows={2}
          value={text}
          {...assist.textareaProps}
          onChange={(event) => {
            change(event.target.value);
            assist.caretMoved(event.target.selectionStart);
          }}
          onBlur={typing.stopped}
          onPaste={attachments.onPaste}
          onKeyDown={(event) => {
            if (assist.handleKeyDown(event)) return;
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder={note ? 'Write an internal note — the visitor won’t see it' : `Reply to ${contactName}…`}
          className={cx(
            'block max-h-56 min-h-16 w-full resize-none bg-transparent px-3.5 py-2 text-sm text-gray-900 [field-sizing:content] focus:outline-none',
            note ? 'placeholder:text-amber-700' : 'placeholder:text-gray-500',
          )}
        />
        <UploadChips files={attachments.files} onRemove={attachments.remove} className="px-3 pb-2" />
        {attachments.notice && (
          <p role="alert" className="px-3.5 pb-2 text-xs text-red-700">
            {attachments.notice}
          </p>
        )}
        <div className="flex items-center justify-between gap-3 px-3 pb-2.5">
          <span className="flex items-center gap-1">
            <AttachButton onFiles={attachments.add} />
            <InsertArticleButton onClick={assist.startArticleSearch} />
          </span>
          <p className="min-w-0 flex-1 truncate text-xs text-gray-500" aria-live="polite">
            {connection === 'offline' ? (
              <span className="text-amber-800">You’re offline. Messages wait here and send when you reconnect.</span>
            ) : (
              <span className="max-sm:hidden">
                <kbd className="font-sans font-medium">Enter</kbd> to send · <kbd className="font-sans font-medium">Shift + Enter</kbd> for a new line · <kbd className="font-sans font-medium">/</kbd> for canned responses · <kbd className="font-sans font-medium">#</kbd> for articles
              </span>
            )}
          </p>
          <Button type="submit" size="sm" disabled={!text.trim() && !attachments.hasFiles} variant={note ? 'note' : 'primary'} icon={note ? <NoteIcon className="size-4" /> : <SendIcon className="size-4" />}>
            {note ? 'Add note' : 'Send'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function KindButton({ active, onClick, icon, label, tone = 'indigo' }: { active: boolean; onClick: () => void; icon: ReactNode; label: string; tone?: 'indigo' | 'amber' }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
        active ? (tone === 'amber' ? 'bg-amber-200/70 text-amber-950' : 'bg-indigo-50 text-indigo-800') : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
      )}
    >
      {icon}
      {label}
    </button>
  );
}

/** Tells the thread (and the visitor) the operator is typing, sparingly, and that they stopped. */
function useTypingSignal(threadId: string) {
  const [setTyping] = useSetOperatorTypingMutation();
  const sentAt = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idleTimer.current);
    if (sentAt.current === 0) return;
    sentAt.current = 0;
    void setTyping({ threadId, isTyping: false });
  }, [setTyping, threadId]);

  const started = useCallback(() => {
    const now = Date.now();
    if (now - sentAt.current > typingRepeatMs) {
      sentAt.current = now;
      void setTyping({ threadId, isTyping: true });
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopped, typingIdleMs);
  }, [setTyping, threadId, stopped]);

  // Leaving the conversation ends the typing signal.
  useEffect(() => stopped, [stopped]);

  return { started, stopped };
}
