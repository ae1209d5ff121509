import { Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { accentColors, accentStyle } from './accent-color';
import { emailCaptureOf } from './availability/availability';
import { AvailabilityLine } from './availability/AvailabilityLine';
import { LauncherReporter } from './home/LauncherReporter';
import { UnreadReporter } from './home/UnreadReporter';
import { WidgetHome } from './home/WidgetHome';
import { useRuntime } from './runtime/RuntimeContext';
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
  const { publicWidget: widget } = usePreloadedQuery<WidgetAppQuery>(widgetAppQuery, queryRef);
  const { session, parent } = useRuntime();
  const { status } = useStore(session);
  const [screen, setScreen] = useState<Screen>({ name: 'home' });
  const color = widget?.color;
  useEffect(() => {
    if (color) parent.reportAppearance(accentColors(color));
  }, [parent, color]);
  if (!widget || status === 'unavailable') return <WidgetUnavailable onClose={onClose} />;

  const layout = { title: widget.organizationName, style: accentStyle(widget.color), onClose, showConnection: status === 'ready' || screen.name === 'thread' };
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
