import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { WidgetVisitorQuery } from '../home/__generated__/WidgetVisitorQuery.graphql';
import { visitorQuery } from '../home/visitor-query';
import { t } from '../i18n/translate';
import { useRuntime } from '../runtime/RuntimeContext';
import { useStore } from '../store';

type Props = { awayMessage: string };

/**
 * What the team says while away, following what the visitor has done: the team's away message (which usually asks
 * for an email) until the visitor gave one, then where the reply will go. Never asks for an email the team has.
 */
export function AwayMessage({ awayMessage }: Props) {
  const { session } = useRuntime();
  const { status } = useStore(session);
  if (status !== 'ready') return awayMessage;
  return (
    <Suspense fallback={awayMessage}>
      <AwayMessageForVisitor awayMessage={awayMessage} />
    </Suspense>
  );
}

function AwayMessageForVisitor({ awayMessage }: Props) {
  // The email a visitor leaves in the chat reaches this record at once, so the text follows without a reload.
  const { visitor } = useLazyLoadQuery<WidgetVisitorQuery>(visitorQuery, {}, { fetchPolicy: 'store-or-network' });
  return visitor?.email ? t('awayReplyTo', { email: visitor.email }) : awayMessage;
}
