import { useLazyLoadQuery } from 'react-relay';
import type { WidgetThreadQuery } from './__generated__/WidgetThreadQuery.graphql';
import { threadQuery } from './thread-query';
import { ThreadView, type ThreadViewProps } from './ThreadView';

type Props = Omit<ThreadViewProps, 'thread' | 'visitorEmail'> & { isNew: boolean };

/** The conversation around the composer: its history, loaded on demand (see ThreadScreen). */
export default function ThreadConversation({ isNew, ...props }: Props) {
  // A conversation the visitor is starting has nothing on the server yet: no request, and it works offline.
  const data = useLazyLoadQuery<WidgetThreadQuery>(threadQuery, { clientThreadId: props.clientThreadId }, { fetchPolicy: isNew ? 'store-only' : 'store-and-network' });
  return <ThreadView {...props} thread={data.visitor?.thread ?? null} visitorEmail={data.visitor?.email ?? null} />;
}
