import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { accentStyle } from './accent-color';
import { emailCaptureOf } from './availability/availability';
import { AvailabilityLine } from './availability/AvailabilityLine';
import { useLauncherReport } from './embed/useLauncherReport';
import { LauncherReporter } from './home/LauncherReporter';
import { locale, useWidgetLocale } from './i18n/translate';
import { inLanguage } from './i18n/widget-texts';
import { UnreadReporter } from './home/UnreadReporter';
import { WidgetHome } from './home/WidgetHome';
import { useRuntime } from './runtime/RuntimeContext';
import { useVisitorHeartbeat } from './session/useVisitorHeartbeat';
import { useStore } from './store';
import { WidgetLayout } from './WidgetLayout';
import { WidgetUnavailable } from './WidgetUnavailable';
import { StatusMessage } from './StatusMessage';
import { LauncherPeek } from './on-demand';
import { t } from './i18n/translate';
import { loadConversation, ThreadScreen } from './thread/ThreadScreen';

// Most visitors never open an article: the reader loads when one does.
const ArticleReader = lazy(() => import('./help/ArticleReader'));

export const widgetAppQuery = graphql`
  query WidgetAppQuery($clientId: String!) {
    publicWidget(clientId: $clientId) {
      organizationName
      answerBotName
      greeting
      color
      position
      launcherText
      avatarUrl
      locale
      askForEmail
      helpCenter
      availability {
        ...WidgetAvailabilityFields @relay(mask: false)
      }
      preChatFields {
        key
        label
        required
      }
      translations {
        locale
        greeting
        awayMessage
        preChatLabels {
          key
          label
        }
      }
      team {
        name
        avatarUrl
      }
    }
  }
`;

type Props = { queryRef: PreloadedQuery<WidgetAppQuery>; onClose?: () => void };

/**
 * The home screen, or one conversation (`isNew` until its first message reaches the server). `article` is an article
 * read over either: the screen under it stays as it was (the search typed, the message being written).
 */
type Screen = ({ name: 'home'; returning?: boolean; search?: string; searchKey?: number } | { name: 'thread'; clientThreadId: string; isNew: boolean }) & {
  article?: string;
};

export function WidgetApp({ queryRef, onClose }: Props) {
  const { publicWidget } = usePreloadedQuery<WidgetAppQuery>(widgetAppQuery, queryRef);
  const { session, parent, preview, previewing, peek } = useRuntime();
  const peekMessage = useStore(peek);
  const previewSettings = useStore(preview);
  // In the dashboard's preview, the settings being edited stand in for the saved ones.
  const settings = publicWidget && { ...publicWidget, ...previewSettings };
  useWidgetLocale(settings?.locale);
  const widget = settings && inLanguage(settings, locale());
  const { status } = useStore(session);
  const [screen, setScreen] = useState<Screen>({ name: 'home' });
  // Once the home screen is up, the conversation's code comes too: most visitors who open one never wait for it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((load: () => void) => setTimeout(load, 1));
    idle(() => void loadConversation());
  }, []);
  // In the preview, editing a pre-chat form that is always asked opens it, so the admin sees what visitors will.
  const editedPreChat = previewing && widget?.askForEmail === 'ALWAYS' ? JSON.stringify(widget.preChatFields) : null;
  const [shownPreChat, setShownPreChat] = useState(editedPreChat);
  if (editedPreChat !== shownPreChat) {
    setShownPreChat(editedPreChat);
    if (editedPreChat !== null) setScreen({ name: 'thread', clientThreadId: crypto.randomUUID(), isNew: true });
  }
  // `Parley('openArticle', slug)` and `Parley('search', query)` from the page, when there are articles to show.
  const helpRequest = useStore(parent.helpRequests);
  // Starts at none handled: a request the page made while the chat was still loading is carried out once it is here.
  const [handledRequest, setHandledRequest] = useState(0);
  const helpCenter = widget?.helpCenter === true;
  if (helpRequest && helpRequest.sequence !== handledRequest && helpCenter) {
    setHandledRequest(helpRequest.sequence);
    if (helpRequest.article) setScreen((current) => ({ ...current, article: helpRequest.article }));
    else setScreen({ name: 'home', search: helpRequest.search, searchKey: helpRequest.sequence });
  }
  const usable = Boolean(widget) && status !== 'unavailable' && status !== 'refused';
  useVisitorHeartbeat(usable && status === 'ready' && !previewing);
  // The launcher appears once the chat can be used here: right away in a preview, else once the session has started.
  useLauncherReport(parent, !widget || !usable ? 'unavailable' : status === 'ready' || previewing ? { ...widget, locale: locale() } : 'pending');
  if (!widget || !usable) return <WidgetUnavailable onClose={onClose} notOnThisSite={status === 'refused'} />;

  const layout = {
    title: widget.organizationName,
    style: accentStyle(widget.color),
    avatarUrl: widget.avatarUrl,
    team: widget.team,
    onClose,
    showConnection: status === 'ready' || screen.name === 'thread',
  };
  const goHome = () => setScreen({ name: 'home', returning: true });
  const newThread = () => setScreen({ name: 'thread', clientThreadId: crypto.randomUUID(), isNew: true });
  const openArticle = helpCenter ? (slug: string) => setScreen((current) => ({ ...current, article: slug })) : undefined;
  const closeArticle = () => setScreen(({ article: _closed, ...current }) => current);
  // From an article read over a conversation, "send us a message" goes back to that conversation.
  const messageFromArticle = () => (screen.name === 'thread' ? closeArticle() : newThread());
  const reader = screen.article && (
    <Suspense fallback={<StatusMessage icon={<span className="spinner" />} title={t('articleLoading')} live />}>
      <ArticleReader key={screen.article} slug={screen.article} onMessage={messageFromArticle} />
    </Suspense>
  );
  return (
    <>
      {screen.name === 'home' ? (
        <WidgetLayout {...layout} subtitle={widget.greeting} onBack={screen.article ? closeArticle : undefined} backLabel={t('backFromArticle')}>
          <div className="screen" hidden={Boolean(screen.article)}>
            <WidgetHome
              organizationName={widget.organizationName}
              availability={widget.availability}
              focusStart={screen.returning}
              helpCenter={helpCenter}
              initialSearch={screen.search}
              searchKey={screen.searchKey}
              onOpenArticle={openArticle}
              onNewThread={newThread}
              onOpenThread={(clientThreadId) => setScreen({ name: 'thread', clientThreadId, isNew: false })}
            />
          </div>
          {reader}
        </WidgetLayout>
      ) : (
        <WidgetLayout
          {...layout}
          subtitle={<AvailabilityLine availability={widget.availability} />}
          onBack={screen.article ? closeArticle : goHome}
          backLabel={screen.article ? t('backFromArticle') : undefined}
        >
          <div className="screen" hidden={Boolean(screen.article)}>
            <Suspense fallback={<StatusMessage icon={<span className="spinner" />} title={t('loading')} live />}>
              <ThreadScreen
                key={screen.clientThreadId}
                clientThreadId={screen.clientThreadId}
                isNew={screen.isNew}
                organizationName={widget.organizationName}
                answerBotName={widget.answerBotName ?? null}
                emailCapture={emailCaptureOf(widget.askForEmail, widget.availability)}
                preChatFields={widget.preChatFields}
                onOpenArticle={openArticle}
              />
            </Suspense>
          </div>
          {reader}
        </WidgetLayout>
      )}
      {peekMessage && (
        <LauncherPeek
          message={peekMessage}
          side={widget.position === 'BOTTOM_LEFT' ? 'left' : 'right'}
          organizationName={widget.organizationName}
          onOpen={() => {
            setScreen({ name: 'thread', clientThreadId: peekMessage.clientThreadId, isNew: false });
            parent.requestOpen();
          }}
          onDismiss={() => peek.set(null)}
        />
      )}
      {status === 'ready' && (
        <Suspense fallback={null}>
          <UnreadReporter />
          <LauncherReporter hideWhileAway={widget.availability.hideLauncher} />
        </Suspense>
      )}
    </>
  );
}
