import { CheckIcon, ClockIcon, DoubleCheckIcon, AlertIcon } from '../icons';
import { dayLabel, formatTime } from '../i18n/format-time';
import { t } from '../i18n/translate';
import { MessageFiles } from '../on-demand';
import { PersonAvatar } from '../PersonAvatar';
import { BotAvatar } from './bot/BotAvatar';
import { LinkedText } from './bot/LinkedText';
import { groupMessages, type DeliveryState, type MessageGroup, type ThreadItem } from './thread-items';

const stateLabels: Record<DeliveryState, () => string> = {
  sending: () => t('sending'),
  sent: () => t('sent'),
  read: () => t('read'),
  failed: () => t('notSent'),
};

const stateIcons: Record<DeliveryState, () => React.JSX.Element> = {
  sending: ClockIcon,
  sent: CheckIcon,
  read: DoubleCheckIcon,
  failed: AlertIcon,
};

/** In the bubble's corner, or on its own line under the files of a message without text. */
function Delivery({ state, underFiles = false }: { state: DeliveryState; underFiles?: boolean }) {
  const Icon = stateIcons[state];
  return (
    <span className={`delivery delivery-${state}${underFiles ? ' delivery-under-files' : ''}`} role="img" aria-label={stateLabels[state]()} title={stateLabels[state]()}>
      <Icon />
    </span>
  );
}

type Props = {
  items: readonly ThreadItem[];
  organizationName: string;
  /** Null: the default name, in the visitor's language. */
  answerBotName: string | null;
  /** A message shown as not sent: queue it again, or drop it. */
  onResend(clientMessageId: string): void;
  onDelete(clientMessageId: string): void;
};

/** Under a message the server refused (or kept failing): what happened, and what the visitor can do about it. */
function NotSentActions({ describedBy, onResend, onDelete }: { describedBy: string; onResend(): void; onDelete(): void }) {
  return (
    <div className="message-not-sent">
      <span aria-hidden="true">{t('notSent')}</span>
      <button type="button" className="link-button" aria-describedby={describedBy} onClick={onResend}>
        {t('retry')}
      </button>
      <button type="button" className="link-button" aria-describedby={describedBy} onClick={onDelete}>
        {t('delete')}
      </button>
    </div>
  );
}

/**
 * The conversation, by day, in groups of consecutive messages from one author: the team's on the left with who wrote
 * them, the visitor's on the right with where each one is (sending, sent, read). Bodies are plain text, never HTML.
 */
export function MessageList({ items, organizationName, answerBotName, onResend, onDelete }: Props) {
  // The bot signs with the name the organization gave it, else with the default in the visitor's language.
  const authorOf = (group: MessageGroup) => (group.fromAnswerBot ? (answerBotName ?? t('answerBotName')) : group.authorName);
  return groupMessages(items).map((day) => (
    <section key={day.key} className="day" aria-label={dayLabel(day.createdAt)}>
      <p className="day-label" aria-hidden="true">
        {dayLabel(day.createdAt)}
      </p>
      {day.groups.map((group) => {
        const last = group.items.at(-1)!;
        return (
          <div key={group.key} className={group.fromVisitor ? 'group group-visitor' : group.fromAnswerBot ? 'group group-team group-bot' : 'group group-team'}>
            {group.fromAnswerBot && <BotAvatar />}
            {!group.fromVisitor && !group.fromAnswerBot && (
              <PersonAvatar name={group.authorName} avatarUrl={group.authorAvatarUrl} fallbackName={organizationName} className="avatar avatar-small" />
            )}
            <div className="group-body">
              {!group.fromVisitor && <p className="group-author">{authorOf(group)}</p>}
              {group.items.map((item) => {
                const filesOnly = !item.body && item.files.length > 0;
                return (
                  <div key={item.key} className="message" data-state={item.state}>
                    <p className="bubble" id={`bubble-${item.key}`} hidden={filesOnly}>
                      <span className="visually-hidden">{group.fromVisitor ? t('you') : authorOf(group)}: </span>
                      {item.fromAnswerBot ? <LinkedText text={item.body} /> : item.body}
                      {item.state && !filesOnly && <Delivery state={item.state} />}
                    </p>
                    {item.files.length > 0 && <MessageFiles messageId={item.messageId} files={item.files} />}
                    {item.state && filesOnly && <Delivery state={item.state} underFiles />}
                    {item.state === 'failed' && (
                      <NotSentActions describedBy={`bubble-${item.key}`} onResend={() => onResend(item.key)} onDelete={() => onDelete(item.key)} />
                    )}
                  </div>
                );
              })}
              <time className="group-time" dateTime={last.createdAt}>
                {formatTime(last.createdAt)}
              </time>
            </div>
          </div>
        );
      })}
    </section>
  ));
}
