import { Suspense } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { WidgetApp, widgetAppQuery } from './WidgetApp';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetLoading } from './WidgetLoading';
import { WidgetUnavailable } from './WidgetUnavailable';

type Props = {
  /** Started before the first render; null when the address carries no client id. */
  initialQueryRef: PreloadedQuery<WidgetAppQuery> | null;
  onClose?: () => void;
};

export function WidgetRoot({ initialQueryRef, onClose }: Props) {
  const [queryRef, loadQuery] = useQueryLoader<WidgetAppQuery>(widgetAppQuery, initialQueryRef);
  if (!queryRef) return <WidgetUnavailable onClose={onClose} />;
  return (
    <WidgetErrorBoundary onRetry={() => loadQuery(queryRef.variables, { fetchPolicy: 'network-only' })} onClose={onClose}>
      <Suspense fallback={<WidgetLoading onClose={onClose} />}>
        <WidgetApp queryRef={queryRef} onClose={onClose} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
