import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { ArrowDownIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { dayKey, dayLabel, formatDateTime } from '../../../lib/dates';
import { MessageAttachments } from './attachments/MessageAttachments';
import { UploadChips } from './attachments/UploadChips';
import { useUploads } from './attachments/uploads';
import { MessageBubble, type BubbleMessage } from './MessageBubble';
import { conversationMessageFragment } from './messageConnection';
import type { OutgoingMessage } from './outbox';
import { OutgoingFooter } from './OutgoingFooter';
import { SatisfactionRatingCard } from './SatisfactionRatingCard';
import { TypingIndicator } from './TypingIndicator';
import type { Typist } from './useThreadEvents';
import { ChannelMarker } from './ChannelMarker';
import type { MessageList_thread$key } from './__generated__/MessageList_thread.graphql';
import type { messageConnection_message$key } from './__generated__/messageConnection_message.graphql';

const pageSize = 30;
/** Closer than this to the bottom counts as "reading the latest": new messages keep it in view. */
const followThresholdPx = 120;
const loadOlderThresholdPx = 160;
/** Messages by one author closer together than this share one name and avatar. */
const groupWindowMs = 5 * 60 * 1000;

const threadFragment = graphql`
  fragment MessageList_thread on Thread
  @refetchable(queryName: "MessageListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    id
    contactLastReadSeq
    satisfactionRating {
      score
      comment
      submittedAt
    }
    messages(last: $count, before: $cursor) @connection(key: "MessageList_messages") {
      edges {
        node {
          ...messageConnection_message
        }
      }
      # Where this first read ended: resyncs continue from here (see syncedCursor).
      pageInfo {
        endCursor
      }
    }
  }
`;

type Row =
  | { type: 'day'; key: string; label: string }
  | { type: 'rating'; key: string }
  | { type: 'message'; key: string; message: BubbleMessage; startsGroup: boolean; footer?: ReactNode; attachments?: ReactNode; dimmed?: boolean; authorKey: string; at: number };

type MessageListProps = {
  thread: MessageList_thread$key;
  outgoing: OutgoingMessage[];
  typists: Typist[];
  viewer: { id: string; name: string; avatarUrl: string | null };
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
};

/**
 * The conversation's history, oldest at the top: older pages load as one scrolls up (the view stays
 * where it was), new messages keep the view at the bottom unless one is reading further up. The
 * viewer's unconfirmed messages follow the confirmed ones, with their delivery state.
 */
/**
 * Where a message sits: an integration's message (an API key, or a Slack user who is not a member) is the team's
 * answer under the integration's name; only the product's own notices are centred system lines.
 */
function sideOf(message: { fromAnswerBot: boolean; authorKind: string }): BubbleMessage['side'] {
  if (message.fromAnswerBot) return 'bot';
  if (message.authorKind === 'CONTACT') return 'visitor';
  return message.authorKind === 'OPERATOR' || message.authorKind === 'INTEGRATION' ? 'team' : 'system';
}

export function MessageList({ thread: threadKey, outgoing, typists, viewer, onRetry, onDiscard }: MessageListProps) {
  const { data, loadPrevious, hasPrevious, isLoadingPrevious } = usePaginationFragment(threadFragment, threadKey);
  const messages = data.messages.edges.map((edge) => readInlineData<messageConnection_message$key>(conversationMessageFragment, edge.node));
  const confirmed = new Set(messages.map((message) => message.clientMessageId));
  const pending = outgoing.filter((message) => !confirmed.has(message.clientMessageId));

  const seenSeq = messages
    .filter((message) => message.authorKind === 'OPERATOR' && message.kind === 'MESSAGE' && message.seq <= data.contactLastReadSeq)
    .at(-1)?.seq;

  const rows: Row[] = [];
  const rating = data.satisfactionRating;
  const ratedAt = rating ? Date.parse(rating.submittedAt) : Infinity;
  const push = (row: Extract<Row, { type: 'message' }>) => {
    // The rating goes where it happened: before the first message that came after it.
    if (row.at > ratedAt && !rows.some((placed) => placed.type === 'rating')) rows.push({ type: 'rating', key: 'rating' });
    const previous = rows.at(-1);
    const day = dayKey(row.message.createdAt);
    const previousMessage = rows.findLast((placed) => placed.type === 'message') ?? null;
    if (!previousMessage || dayKey(previousMessage.message.createdAt) !== day) {
      rows.push({ type: 'day', key: `day-${day}`, label: dayLabel(row.message.createdAt) });
    }
    row.startsGroup =
      !previousMessage ||
      previous?.type !== 'message' ||
      previousMessage.authorKey !== row.authorKey ||
      previousMessage.message.note !== row.message.note ||
      row.at - previousMessage.at > groupWindowMs ||
      dayKey(previousMessage.message.createdAt) !== day;
    rows.push(row);
  };
  for (const message of messages) {
    const side = sideOf(message);
    push({
      type: 'message',
      key: message.id,
      authorKey: `${message.authorKind}:${message.authorUser?.id ?? message.authorName}`,
      at: Date.parse(message.createdAt),
      startsGroup: true,
      message: { key: message.id, authorName: message.authorName, avatarUrl: message.authorUser?.avatarUrl ?? null, body: message.body, createdAt: message.createdAt, side, note: message.kind === 'NOTE' },
      attachments: <MessageAttachments message={message} alignEnd={side === 'team' || side === 'bot'} />,
      footer:
        message.seq === seenSeq ? (
          <span title="The visitor has read up to here">Seen</span>
        ) : message.channel === 'EMAIL' || message.channel === 'SLACK' ? (
          <ChannelMarker channel={message.channel} />
        ) : undefined,
    });
  }
  for (const message of pending) {
    push({
      type: 'message',
      key: message.clientMessageId,
      authorKey: `OPERATOR:${viewer.id}`,
      at: Date.parse(message.createdAt),
      startsGroup: true,
      dimmed: true,
      message: { key: message.clientMessageId, authorName: viewer.name, avatarUrl: viewer.avatarUrl, body: message.body, createdAt: message.createdAt, side: 'team', note: message.kind === 'NOTE' },
      attachments: <PendingAttachments uploadIds={message.uploadIds} />,
      footer: <OutgoingFooter message={message} onRetry={onRetry} onDiscard={onDiscard} />,
    });
  }

  if (rating && !rows.some((row) => row.type === 'rating')) rows.push({ type: 'rating', key: 'rating' });

  const scrollRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<{ first: string | null; last: string | null; scrollTop: number; scrollHeight: number; clientHeight: number } | null>(null);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const firstKey = messages[0]?.id ?? null;
  const lastKey = `${rows.at(-1)?.key ?? ''}|${typists.length}`;
  const lastIsOwnPending = pending.length > 0 && rows.at(-1)?.key === pending.at(-1)?.clientMessageId;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = snapshot.current;
    if (!before) {
      element.scrollTop = element.scrollHeight;
    } else if (firstKey !== before.first && lastKey === before.last) {
      // Older messages went in above: keep the ones being read where they were.
      element.scrollTop = before.scrollTop + (element.scrollHeight - before.scrollHeight);
    } else if (lastKey !== before.last) {
      const wasFollowing = before.scrollHeight - before.scrollTop - before.clientHeight < followThresholdPx;
      if (wasFollowing || lastIsOwnPending) element.scrollTop = element.scrollHeight;
    }
    snapshot.current = { first: firstKey, last: lastKey, scrollTop: element.scrollTop, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight };
  });

  // A first page too short to scroll could never trigger the scroll-up load: keep loading until it fills.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && hasPrevious && !isLoadingPrevious && element.scrollHeight <= element.clientHeight) loadPrevious(pageSize);
  }, [hasPrevious, isLoadingPrevious, loadPrevious, firstKey]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    snapshot.current = { first: firstKey, last: lastKey, scrollTop: element.scrollTop, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight };
    setAwayFromBottom(element.scrollHeight - element.scrollTop - element.clientHeight > followThresholdPx * 3);
    if (element.scrollTop < loadOlderThresholdPx && hasPrevious && !isLoadingPrevious) loadPrevious(pageSize);
  };

  const jumpToLatest = () => scrollRef.current?.scrollTo({ top: scrollRef.current.scrollHeight, behavior: 'smooth' });

  return (
    <div className="relative min-h-0 flex-1">
      {/* Focusable so keyboard users can scroll the history too. */}
      <div
        ref={scrollRef}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label="Message history"
        className="h-full overflow-y-auto overscroll-contain pb-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        <div className="flex h-8 items-center justify-center pt-4">
          {isLoadingPrevious ? (
            <Spinner label="Loading earlier messages" className="text-gray-400" />
          ) : !hasPrevious && messages[0] ? (
            <p className="text-xs text-gray-500">Conversation started {formatDateTime(messages[0].createdAt)}</p>
          ) : null}
        </div>
        <ol aria-label="Messages" className="pb-2">
          {rows.map((row) =>
            row.type === 'rating' ? (
              <SatisfactionRatingCard key={row.key} rating={rating!} />
            ) : row.type === 'day' ? (
              <li key={row.key} className="mt-6 mb-2 flex items-center gap-3 px-6" aria-label={row.label}>
                <span className="h-px flex-1 bg-gray-200" />
                <span className="text-xs font-medium text-gray-500">{row.label}</span>
                <span className="h-px flex-1 bg-gray-200" />
              </li>
            ) : (
              <MessageBubble key={row.key} message={row.message} startsGroup={row.startsGroup} footer={row.footer} attachments={row.attachments} dimmed={row.dimmed} />
            ),
          )}
        </ol>
        <TypingIndicator typists={typists} />
      </div>
      {awayFromBottom && (
        <button
          type="button"
          onClick={jumpToLatest}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-gray-800 shadow-popover ring-1 ring-gray-200 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ArrowDownIcon className="size-3.5" />
          Jump to latest
        </button>
      )}
    </div>
  );
}

/** The files of a message not confirmed yet, with their upload progress. */
function PendingAttachments({ uploadIds }: { uploadIds: string[] }) {
  const files = useUploads(uploadIds);
  return <UploadChips files={files} className="mt-1.5 justify-end" />;
}
