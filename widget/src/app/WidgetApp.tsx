import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { accentStyle } from './accent-color';
import { WidgetHome } from './WidgetHome';
import { WidgetLayout } from './WidgetLayout';
import { WidgetUnavailable } from './WidgetUnavailable';

export const widgetAppQuery = graphql`
  query WidgetAppQuery($clientId: String!) {
    publicWidget(clientId: $clientId) {
      organizationName
      greeting
      color
      ...WidgetHome_widget
    }
  }
`;

type Props = { queryRef: PreloadedQuery<WidgetAppQuery>; onClose?: () => void };

export function WidgetApp({ queryRef, onClose }: Props) {
  const { publicWidget: widget } = usePreloadedQuery<WidgetAppQuery>(widgetAppQuery, queryRef);
  if (!widget) return <WidgetUnavailable onClose={onClose} />;
  return (
    <WidgetLayout title={widget.organizationName} subtitle={widget.greeting} style={accentStyle(widget.color)} onClose={onClose}>
      <WidgetHome widget={widget} />
    </WidgetLayout>
  );
}
