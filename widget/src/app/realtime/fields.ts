import { graphql } from 'react-relay';

/**
 * The fields every source of messages and threads selects (queries, live events, send acknowledgements, resyncs),
 * spread unmasked so that a record added by any of them has everything the screens read.
 */
export const messageFields = graphql`
  fragment WidgetMessageFields on VisitorMessage {
    id
    seq
    body
    createdAt
    fromVisitor
    fromAnswerBot
    authorName
    authorAvatarUrl
    clientMessageId
    attachments {
      id
      fileName
      byteSize
      isImage
      url
    }
  }
`;

export const threadFields = graphql`
  fragment WidgetThreadFields on VisitorThread {
    id
    clientThreadId
    status
    preview
    lastMessageAt
    unreadCount
    lastReadSeq
    operatorsLastReadSeq
    answerBotActive
    satisfactionRating {
      score
    }
  }
`;

/** The team's availability, as the widget's first load and every live event carry it. */
export const availabilityFields = graphql`
  fragment WidgetAvailabilityFields on Availability {
    state
    awayMessage
    awayBehavior
    replyTimeMinutes
    hideLauncher
  }
`;
