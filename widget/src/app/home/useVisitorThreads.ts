import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { WidgetVisitorThreads_visitor$key } from './__generated__/WidgetVisitorThreads_visitor.graphql';
import type { WidgetVisitorQuery } from './__generated__/WidgetVisitorQuery.graphql';
import { visitorQuery } from './visitor-query';

const threadsFragment = graphql`
  fragment WidgetVisitorThreads_visitor on Visitor {
    threads(first: 50) @connection(key: "WidgetThreadList_threads") {
      edges {
        node {
          ...WidgetThreadFields @relay(mask: false)
        }
      }
    }
  }
`;

/** The visitor's conversations, most recent first; suspends until the session's first load. */
export function useVisitorThreads() {
  const { visitor } = useLazyLoadQuery<WidgetVisitorQuery>(visitorQuery, {});
  const data = useFragment<WidgetVisitorThreads_visitor$key>(threadsFragment, visitor);
  return data?.threads.edges.map((edge) => edge.node) ?? [];
}
