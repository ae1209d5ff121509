import { Suspense, useRef } from 'react';
import { replyTimeText, type TeamAvailability } from '../availability/availability';
import { AwayMessage } from '../availability/AwayMessage';
import { useHostState } from '../embed/host-state';
import { NewMessageIcon } from '../icons';
import { t } from '../i18n/translate';
import { useRuntime } from '../runtime/RuntimeContext';
import { useStore } from '../store';
import { useFocusOnMount } from '../useFocusOnMount';
import { HelpSearch } from '../on-demand';
import { ThreadList } from './ThreadList';

type Props = {
  organizationName: string;
  availability: TeamAvailability;
  /** Coming back from a conversation: focus returns to the start button rather than being lost. */
  focusStart?: boolean;
  /** The organization's help center is on and has published articles: the home offers them. */
  helpCenter: boolean;
  /** A search the page asked for (`Parley('search', …)`); a new `searchKey` starts it again. */
  initialSearch?: string;
  searchKey?: number;
  onOpenArticle?(slug: string): void;
  onNewThread(): void;
  onOpenThread(clientThreadId: string): void;
};

/** The first screen: who is there to answer, a way to start a conversation, help articles, and the visitor's past ones. */
export function WidgetHome({ organizationName, availability, focusStart, helpCenter, initialSearch, searchKey, onOpenArticle, onNewThread, onOpenThread }: Props) {
  const available = availability.state === 'AVAILABLE';
  const runtime = useRuntime();
  const visitorName = useHostState(runtime.host).identity?.name;
  const { status } = useStore(runtime.session);
  const identityRefused = useStore(runtime.identityRefused);
  const startButton = useRef<HTMLButtonElement>(null);
  useFocusOnMount(startButton, focusStart === true);

  return (
    <div className="home">
      <section className="card" aria-labelledby="start-title">
        {visitorName && <p className="card-hello">{t('helloName', { name: visitorName })}</p>}
        <h2 id="start-title" className="card-title">
          {t('startTitle')}
        </h2>
        <p className="card-status availability">
          <span className={available ? 'dot dot-online' : 'dot'} aria-hidden="true" />
          {available ? t('teamOnline') : t('teamAway')}
        </p>
        <p className="card-body">{available ? replyTimeText(availability.replyTimeMinutes) : <AwayMessage awayMessage={availability.awayMessage} />}</p>
        <button ref={startButton} type="button" className="button button-block" onClick={onNewThread}>
          <NewMessageIcon />
          {t('newConversation')}
        </button>
      </section>
      {identityRefused && <p className="notice">{t('identityRefused')}</p>}
      {helpCenter && onOpenArticle && status === 'ready' && <HelpSearch key={searchKey} initialQuery={initialSearch} onOpenArticle={onOpenArticle} />}
      {status === 'ready' && (
        <Suspense fallback={<div className="card list-placeholder" aria-hidden="true" />}>
          <ThreadList organizationName={organizationName} onOpenThread={onOpenThread} />
        </Suspense>
      )}
    </div>
  );
}
