import type { ReactNode } from 'react';
import { Avatar } from '../../../components/Avatar';
import { cx } from '../../../components/cx';
import { BookIcon, LockIcon } from '../../../components/icons';
import { formatDateTime, formatTime } from '../../../lib/dates';
import { MessageText } from './MessageText';

export type BubbleMessage = {
  key: string;
  authorName: string;
  avatarUrl: string | null;
  body: string;
  createdAt: string;
  /** `bot`: the answer bot, which speaks for the team but must never be mistaken for a person. */
  side: 'visitor' | 'team' | 'bot' | 'system';
  note: boolean;
};

type MessageBubbleProps = {
  message: BubbleMessage;
  /** First of a run by the same author: shows who and when. */
  startsGroup: boolean;
  /** Under the bubble: delivery state or read receipt. */
  footer?: ReactNode;
  /** The message's files, under its text. */
  attachments?: ReactNode;
  dimmed?: boolean;
};

export function MessageBubble({ message, startsGroup, footer, attachments, dimmed }: MessageBubbleProps) {
  if (message.side === 'system') {
    return (
      <li className="flex justify-center px-4 py-1">
        <p className="max-w-md rounded-full bg-gray-100 px-3 py-1 text-center text-xs text-gray-600">
          <MessageText body={message.body} />
        </p>
      </li>
    );
  }
  const bot = message.side === 'bot';
  const team = message.side === 'team' || bot;
  return (
    <li className={cx('flex gap-2.5 px-4 sm:px-6', team && 'flex-row-reverse', startsGroup ? 'mt-4' : 'mt-1')}>
      <div className="w-8 shrink-0">{startsGroup && (bot ? <BotAvatar /> : <Avatar name={message.authorName} imageUrl={message.avatarUrl} size="sm" />)}</div>
      <div className={cx('flex min-w-0 max-w-[min(36rem,80%)] flex-col', team ? 'items-end' : 'items-start')}>
        {startsGroup && (
          <p className={cx('mb-1 flex items-baseline gap-2 text-xs', team && 'flex-row-reverse')}>
            <span className="font-medium text-gray-900">{message.authorName}</span>
            {bot && <span className="rounded bg-violet-100 px-1.5 py-px text-[10px] font-semibold tracking-wide text-violet-800 uppercase">Automatic</span>}
            <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)} className="text-gray-500">
              {formatTime(message.createdAt)}
            </time>
          </p>
        )}
        <div
          title={formatDateTime(message.createdAt)}
          className={cx(
            'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap transition-opacity',
            message.note
              ? 'rounded-tr-md bg-amber-50 text-amber-950 ring-1 ring-amber-200 ring-inset'
              : bot
                ? 'rounded-tr-md bg-violet-50 text-violet-950 ring-1 ring-violet-200 ring-inset'
                : team
                ? 'rounded-tr-md bg-indigo-600 text-white'
                : 'rounded-tl-md bg-gray-100 text-gray-900',
            dimmed && 'opacity-70',
            // Files sent without text need no empty bubble above them.
            !message.body && !message.note && 'hidden',
          )}
        >
          {message.note && (
            <span className="mb-0.5 flex items-center gap-1 text-[11px] font-semibold tracking-wide text-amber-800 uppercase">
              <LockIcon className="size-3.5" />
              Internal note
            </span>
          )}
          <MessageText body={message.body} mentions={message.note} linkClassName={team && !bot && !message.note ? 'text-white underline' : 'text-indigo-700 underline'} />
        </div>
        {attachments}
        {footer && <div className="mt-1 text-[11px] text-gray-500">{footer}</div>}
      </div>
    </li>
  );
}

/** The answer bot's small, person-less avatar. */
function BotAvatar() {
  return (
    <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-violet-600 text-white">
      <BookIcon className="size-4" />
    </span>
  );
}
