import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { EmailCapture } from '../availability/availability';
import type { QuestionField } from '../details/useDetailsForm';
import { StatusMessage } from '../StatusMessage';
import { t } from '../i18n/translate';
import type { WidgetThreadQuery } from './__generated__/WidgetThreadQuery.graphql';
import { threadQuery } from './thread-query';
import { ThreadView } from './ThreadView';

type Props = {
  clientThreadId: string;
  isNew: boolean;
  organizationName: string;
  /** Where to ask for the visitor's email in this conversation. */
  emailCapture: EmailCapture;
  preChatFields: readonly QuestionField[];
  /** Present when the help center has articles: the composer suggests them as the visitor types. */
  onOpenArticle?(slug: string): void;
};

function LoadedThread({ clientThreadId, isNew, organizationName, emailCapture, preChatFields, onOpenArticle }: Props) {
  // A conversation the visitor is starting has nothing on the server yet: no request, and it works offline.
  const data = useLazyLoadQuery<WidgetThreadQuery>(threadQuery, { clientThreadId }, { fetchPolicy: isNew ? 'store-only' : 'store-and-network' });
  return (
    <ThreadView
      thread={data.visitor?.thread ?? null}
      clientThreadId={clientThreadId}
      organizationName={organizationName}
      visitorEmail={data.visitor?.email ?? null}
      emailCapture={emailCapture}
      preChatFields={preChatFields}
      onOpenArticle={onOpenArticle}
    />
  );
}

/** One conversation, by the id the widget gave it. */
export function ThreadScreen(props: Props) {
  return (
    <Suspense fallback={<StatusMessage icon={<span className="spinner" />} title={t('loading')} live />}>
      <LoadedThread {...props} />
    </Suspense>
  );
}
