import { graphql } from 'react-relay';

/** One conversation by the id the widget gave it; null until its first message reaches the server. */
export const threadQuery = graphql`
  query WidgetThreadQuery($clientThreadId: String!) {
    visitor {
      id
      email
      thread(clientThreadId: $clientThreadId) {
        ...WidgetThreadView_thread
      }
    }
  }
`;
