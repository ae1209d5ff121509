import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { accentStyle } from './accent-color';
import { emailCaptureOf } from './availability/availability';
import { AvailabilityLine } from './availability/AvailabilityLine';
import { useLauncherReport } from './embed/useLauncherReport';
import { LauncherReporter } from './home/LauncherReporter';
import { applyWidgetLocale, locale } from './i18n/translate';
import { UnreadReporter } from './home/UnreadReporter';
import { WidgetHome } from './home/WidgetHome';
import { useRuntime } from './runtime/RuntimeContext';
import { useVisitorHeartbeat } from './session/useVisitorHeartbeat';
import { useStore } from './store';
import { ThreadScreen } from './thread/ThreadScreen';
import { WidgetLayout } from './WidgetLayout';
import { WidgetUnavailable } from './WidgetUnavailable';

export const widgetAppQuery = graphql`
  query WidgetAppQuery($clientId: String!) {
    publicWidget(clientId: $clientId) {
      organizationName
      greeting
      color
      position
      launcherText
      avatarUrl
      locale
      askForEmail
      availability {
        ...WidgetAvailabilityFields @relay(mask: false)
      }
      preChatFields {
        key
        label
        required
      }
    }
  }
`;

type Props = { queryRef: PreloadedQuery<WidgetAppQuery>; onClose?: () => void };

/** The home screen, or one conversation (`isNew` until its first message reaches the server). */
type Screen = { name: 'home'; returning?: boolean } | { name: 'thread'; clientThreadId: string; isNew: boolean };

export function WidgetApp({ queryRef, onClose }: Props) {
  const { publicWidget } = usePreloadedQuery<WidgetAppQuery>(widgetAppQuery, queryRef);
  const { session, parent, preview, previewing } = useRuntime();
  const previewSettings = useStore(preview);
  // In the dashboard's preview, the settings being edited stand in for the saved ones.
  const widget = publicWidget && { ...publicWidget, ...previewSettings };
  applyWidgetLocale(widget?.locale);
  const { status } = useStore(session);
  const [screen, setScreen] = useState<Screen>({ name: 'home' });
  // In the preview, editing a pre-chat form that is always asked opens it, so the admin sees what visitors will.
  const editedPreChat = previewing && widget?.askForEmail === 'ALWAYS' ? JSON.stringify(widget.preChatFields) : null;
  const [shownPreChat, setShownPreChat] = useState(editedPreChat);
  if (editedPreChat !== shownPreChat) {
    setShownPreChat(editedPreChat);
    if (editedPreChat !== null) setScreen({ name: 'thread', clientThreadId: crypto.randomUUID(), isNew: true });
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
    onClose,
    showConnection: status === 'ready' || screen.name === 'thread',
  };
  const goHome = () => setScreen({ name: 'home', returning: true });
  return (
    <>
      {screen.name === 'home' ? (
        <WidgetLayout {...layout} subtitle={widget.greeting}>
          <WidgetHome
            organizationName={widget.organizationName}
            availability={widget.availability}
            focusStart={screen.returning}
            onNewThread={() => setScreen({ name: 'thread', clientThreadId: crypto.randomUUID(), isNew: true })}
            onOpenThread={(clientThreadId) => setScreen({ name: 'thread', clientThreadId, isNew: false })}
          />
        </WidgetLayout>
      ) : (
        <WidgetLayout {...layout} subtitle={<AvailabilityLine availability={widget.availability} />} onBack={goHome}>
          <ThreadScreen
            key={screen.clientThreadId}
            clientThreadId={screen.clientThreadId}
            isNew={screen.isNew}
            organizationName={widget.organizationName}
            emailCapture={emailCaptureOf(widget.askForEmail, widget.availability)}
            preChatFields={widget.preChatFields}
          />
        </WidgetLayout>
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
