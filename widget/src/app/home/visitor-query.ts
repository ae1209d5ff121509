import { graphql } from 'react-relay';

/** The visitor behind the session and their conversations: the home list and the launcher's unread badge. */
export const visitorQuery = graphql`
  query WidgetVisitorQuery {
    visitor {
      id
      email
      ...WidgetVisitorThreads_visitor
    }
  }
`;
