import { useEffect, useLayoutEffect, useState } from 'react';
import { fetchQuery, graphql, usePaginationFragment } from 'react-relay';
import type { EmailCapture } from '../availability/availability';
import { EmailCaptureCard, EmailConfirmation, PreChatForm, RatingPrompt } from '../on-demand';
import type { QuestionField } from '../details/useDetailsForm';
import { useHostState } from '../embed/host-state';
import { useRuntime } from '../runtime/RuntimeContext';
import { useStore } from '../store';
import { t } from '../i18n/translate';
import { ChatIcon } from '../icons';
import type { WidgetThreadViewPaginationQuery } from './__generated__/WidgetThreadViewPaginationQuery.graphql';
import type { WidgetThreadView_thread$key } from './__generated__/WidgetThreadView_thread.graphql';
import { MessageList } from './MessageList';
import { TalkToPerson } from './bot/TalkToPerson';
import { threadQuery } from './thread-query';
import { threadItems } from './thread-items';
import { TypingIndicator } from './TypingIndicator';
import { useMarkRead } from './useMarkRead';
import { useStickToBottom } from './useStickToBottom';
import './conversation.css';

const pageSize = 30;

/** Where the keyboard goes once a not-sent message's buttons are gone (sent again, or deleted). */
const focusComposer = () => document.getElementById('composer-input')?.focus();

const fragment = graphql`
  fragment WidgetThreadView_thread on VisitorThread
  @refetchable(queryName: "WidgetThreadViewPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    id
    status
    satisfactionRating {
      score
    }
    operatorsLastReadSeq
    lastReadSeq
    unreadCount
    answerBotActive
    messages(last: $count, before: $cursor) @connection(key: "WidgetThreadView_messages") {
      edges {
        cursor
        node {
          ...WidgetMessageFields @relay(mask: false)
        }
      }
      # Where this first read ended: resyncs continue from here (see syncedCursor).
      pageInfo {
        endCursor
      }
    }
  }
`;

/** What the composer below the conversation (ThreadScreen's) needs to know of it. */
export type ComposerState = {
  threadId: string | undefined;
  /** While the visitor answers the pre-chat form, which takes the composer's place. */
  hidden: boolean;
  /** Suggest articles as the visitor types: only before they have written (once they have, the team answers). */
  suggest: boolean;
};

export type ThreadViewProps = {
  /** Null while the conversation exists only here (its first message not yet acknowledged). */
  thread: WidgetThreadView_thread$key | null;
  clientThreadId: string;
  organizationName: string;
  answerBotName: string | null;
  /** The email the team has for this visitor, if any. */
  visitorEmail: string | null;
  emailCapture: EmailCapture;
  preChatFields: readonly QuestionField[];
  onComposerState(state: ComposerState): void;
};

export function ThreadView({ thread: threadKey, clientThreadId, organizationName, answerBotName, visitorEmail, emailCapture, preChatFields, onComposerState }: ThreadViewProps) {
  const runtime = useRuntime();
  const { data: thread, loadPrevious, hasPrevious, isLoadingPrevious } = usePaginationFragment<WidgetThreadViewPaginationQuery, WidgetThreadView_thread$key>(
    fragment,
    threadKey,
  );
  const { pending, delivered } = useStore(runtime.outbox);
  const typingName = useStore(runtime.typing)[thread?.id ?? ''];
  const messages = thread?.messages.edges.map((edge) => edge.node) ?? [];
  const items = threadItems({ clientThreadId, messages, operatorsLastReadSeq: thread?.operatorsLastReadSeq ?? 0, pending, delivered });
  const newestTeamSeq = Math.max(0, ...messages.filter((message) => !message.fromVisitor).map((message) => message.seq));
  useMarkRead(thread ?? null, newestTeamSeq);

  // Reconnections resync the thread on screen.
  const threadId = thread?.id;
  useEffect(() => {
    if (!threadId) return;
    runtime.openThread.set(threadId);
    return () => runtime.openThread.set(null);
  }, [runtime, threadId]);

  // The first message of a new conversation is on the server: load the thread it opened to follow it live.
  const acknowledged = !threadId && delivered.some((entry) => entry.clientThreadId === clientThreadId);
  useEffect(() => {
    if (acknowledged) fetchQuery(runtime.environment, threadQuery, { clientThreadId }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [runtime, acknowledged, clientThreadId]);

  // Closing the conversation asks for a rating, live or when the visitor comes back to it.
  const askRating = thread?.status === 'CLOSED';
  const { scroller, onScroll } = useStickToBottom(items[0]?.key, items.length + (askRating ? 1 : 0), useHostState(runtime.host).open);
  // Answered here: the composer takes the form's place at once (the saved email also reaches the store).
  const [answered, setAnswered] = useState(false);
  const preChat = emailCapture === 'pre-chat' && !visitorEmail && !answered && items.length === 0;
  const visitorWrote = items.some((item) => item.fromVisitor);
  // Before paint, so the composer never shows a frame it should not (over the pre-chat form).
  useLayoutEffect(() => onComposerState({ threadId, hidden: preChat, suggest: !visitorWrote }), [onComposerState, threadId, preChat, visitorWrote]);

  return (
    <>
      {/* Focusable so keyboard users can scroll the history; a log, so screen readers announce new messages. */}
      <div className="thread-scroll" ref={scroller} onScroll={onScroll} role="log" aria-label={t('messages')} tabIndex={0}>
        {hasPrevious && (
          <button type="button" className="link-button earlier" disabled={isLoadingPrevious} onClick={() => loadPrevious(pageSize)}>
            {t('earlierMessages')}
          </button>
        )}
        {preChat && <PreChatForm questions={preChatFields} onSaved={() => setAnswered(true)} />}
        {items.length === 0 && !preChat && (
          <div className="thread-intro">
            <span className="card-icon">
              <ChatIcon />
            </span>
            <h2 className="card-title">{t('emptyThreadTitle', { organization: organizationName })}</h2>
            <p className="card-body">{t('emptyThreadBody')}</p>
          </div>
        )}
        <MessageList
          items={items}
          organizationName={organizationName}
          answerBotName={answerBotName}
          onResend={(id) => {
            runtime.resend(id);
            focusComposer();
          }}
          onDelete={(id) => {
            runtime.outbox.discard(id);
            focusComposer();
          }}
        />
        {thread?.answerBotActive && threadId && <TalkToPerson threadId={threadId} />}
        {emailCapture !== 'none' && visitorWrote && (visitorEmail ? <EmailConfirmation email={visitorEmail} /> : <EmailCaptureCard />)}
        {askRating && threadId && <RatingPrompt threadId={threadId} rating={thread.satisfactionRating} />}
      </div>
      <TypingIndicator name={typingName} />
    </>
  );
}
