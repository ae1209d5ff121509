import { lazy, Suspense, useState } from 'react';
import type { EmailCapture } from '../availability/availability';
import type { QuestionField } from '../details/useDetailsForm';
import { useRuntime } from '../runtime/RuntimeContext';
import { t } from '../i18n/translate';
import { StatusMessage } from '../StatusMessage';
import { Composer } from './Composer';
import type { ComposerState } from './ThreadView';

/** The history, the messages and what goes with them: a chunk of its own, fetched while the visitor reads the home screen. */
export const loadConversation = () => import('./ThreadConversation');
const ThreadConversation = lazy(loadConversation);

type Props = {
  clientThreadId: string;
  isNew: boolean;
  organizationName: string;
  /** The name the organization gave its answer bot; null for the default, in the visitor's language. */
  answerBotName: string | null;
  /** Where to ask for the visitor's email in this conversation. */
  emailCapture: EmailCapture;
  preChatFields: readonly QuestionField[];
  /** Present when the help center has articles: the composer suggests them as the visitor types. */
  onOpenArticle?(slug: string): void;
};

/**
 * One conversation, by the id the widget gave it. The composer is part of the widget's first load and is here from the
 * first frame, so what the visitor types right after "New conversation" lands in it (and sends: sending only queues)
 * while the history around it still loads.
 */
export function ThreadScreen({ isNew, ...props }: Props) {
  const runtime = useRuntime();
  // Until the conversation says otherwise: a new one in a chat that asks for details first shows that form, not this.
  const [composer, setComposer] = useState<ComposerState>({ threadId: undefined, hidden: isNew && props.emailCapture === 'pre-chat', suggest: true });
  return (
    <div className="thread">
      <Suspense
        fallback={
          <div className="thread-scroll">
            <StatusMessage icon={<span className="spinner" />} title={t('loading')} live />
          </div>
        }
      >
        <ThreadConversation {...props} isNew={isNew} onComposerState={setComposer} />
      </Suspense>
      {!composer.hidden && (
        <Composer
          threadId={composer.threadId}
          onSend={(body, attachments) => runtime.send(props.clientThreadId, body, attachments)}
          // Suggestions answer a question before it is asked: once the visitor has written, the team answers.
          suggestArticles={composer.suggest ? props.onOpenArticle : undefined}
        />
      )}
    </div>
  );
}
