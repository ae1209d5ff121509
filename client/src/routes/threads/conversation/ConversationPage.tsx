import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ChatBubbleIcon } from '../../../components/icons';
import { useToast } from '../../../components/Toast';
import { useUpdateThreadStatusMutation } from '../../../mutations/useUpdateThreadStatusMutation';
import { canManageTeam, type Role } from '../../../lib/roles';
import { usePageTitle } from '../../public/ComingSoonPage';
import type { InboxOutletContext } from '../inboxContext';
import { Composer, type ComposerHandle } from './Composer';
import { ContactDetails } from './ContactDetails';
import { ContactDrawer } from './ContactDrawer';
import { ConversationSkeleton } from './ConversationSkeleton';
import { useComposerSuggestions } from './composer/useComposerSuggestions';
import { ConversationHeader } from './header/ConversationHeader';
import { ThreadLabelsBar } from './header/ThreadLabelsBar';
import { MentionNamesContext } from './mentionNames';
import { MessageList } from './MessageList';
import { SuggestedArticles } from './SuggestedArticles';
import { outbox, useOutgoingMessages } from './outbox';
import { useMarkThreadRead } from './useMarkThreadRead';
import { useThreadEvents } from './useThreadEvents';
import type { ConversationPageQuery } from './__generated__/ConversationPageQuery.graphql';

const query = graphql`
  query ConversationPageQuery($threadId: ID!) {
    node(id: $threadId) {
      ... on Thread @alias(as: "thread") {
        id
        lastSeq
        viewerLastReadSeq
        contact {
          displayName
          ...ContactDetails_contact
        }
        ...ConversationHeader_thread
        ...MessageList_thread
        ...ThreadLabelsBar_thread
        ...useComposerSuggestions_thread
        ...SuggestedArticles_thread
      }
    }
    viewer {
      activeOrganization {
        viewerRole
        ...AssignMenu_organization
        ...TeamMenu_organization
        ...ThreadLabelsBar_organization
        ...useComposerSuggestions_organization
      }
    }
  }
`;

/** /dashboard/threads/:id — one conversation beside the list. */
export function ConversationPage() {
  const { id = '' } = useParams();
  return (
    <Suspense key={id} fallback={<ConversationSkeleton />}>
      <Conversation threadId={id} />
    </Suspense>
  );
}

function Conversation({ threadId }: { threadId: string }) {
  const context = useOutletContext<InboxOutletContext>();
  const { node, viewer } = useLazyLoadQuery<ConversationPageQuery>(query, { threadId }, { fetchPolicy: 'store-and-network' });
  const thread = node?.thread;
  const organization = viewer?.activeOrganization;
  if (!thread || !organization) return <ConversationNotFound listPath={context.listPath} />;
  return <ConversationView thread={thread} organization={organization} context={context} />;
}

type LoadedThread = NonNullable<NonNullable<ConversationPageQuery['response']['node']>['thread']>;
type LoadedOrganization = NonNullable<NonNullable<ConversationPageQuery['response']['viewer']>['activeOrganization']>;

function ConversationView({ thread, organization, context }: { thread: LoadedThread; organization: LoadedOrganization; context: InboxOutletContext }) {
  const threadId = thread.id;
  const { suggestions, mentionNames } = useComposerSuggestions(organization, thread);
  usePageTitle(thread.contact.displayName);
  const typists = useThreadEvents(threadId, context.viewer.id);
  useMarkThreadRead(threadId, thread.lastSeq, thread.viewerLastReadSeq);
  const outgoing = useOutgoingMessages(threadId);
  const composer = useRef<ComposerHandle>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const [updateStatus] = useUpdateThreadStatusMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { controlsRef, neighbourOf, linkFor, listPath } = context;
  const privacy = canManageTeam(organization.viewerRole as Role) ? { listPath } : undefined;

  useEffect(() => {
    const closeThread = async () => {
      const next = neighbourOf(threadId);
      const outcome = await updateStatus({ threadId, status: 'CLOSED' });
      if (!outcome.ok) {
        toast({ title: 'Could not close the conversation', description: outcome.error.message, tone: 'error' });
        return;
      }
      toast({ title: 'Conversation closed' });
      void navigate(next ? linkFor(next) : listPath);
    };
    controlsRef.current = { focusComposer: (kind) => composer.current?.focus(kind), closeThread: () => void closeThread() };
    return () => {
      controlsRef.current = null;
    };
  }, [controlsRef, neighbourOf, linkFor, listPath, threadId, updateStatus, navigate, toast]);

  return (
    <MentionNamesContext.Provider value={mentionNames}>
    <div className="flex h-full min-h-0">
      <section aria-label={`Conversation with ${thread.contact.displayName}`} className="@container flex min-w-0 flex-1 flex-col">
        <ConversationHeader
          thread={thread}
          organization={organization}
          backTo={listPath}
          onClose={() => controlsRef.current?.closeThread()}
          onShowContact={() => setContactOpen(true)}
        />
        <ThreadLabelsBar thread={thread} organization={organization} />
        <MessageList
          thread={thread}
          outgoing={outgoing}
          typists={typists}
          viewer={context.viewer}
          onRetry={(clientMessageId) => outbox.update(clientMessageId, { state: 'queued', error: undefined })}
          onDiscard={(clientMessageId) => outbox.remove(clientMessageId)}
        />
        <Composer ref={composer} threadId={threadId} contactName={thread.contact.displayName} suggestions={suggestions} />
      </section>
      <aside aria-label="Contact details" className="hidden w-72 shrink-0 overflow-y-auto border-l border-gray-200 bg-gray-50/50 xl:block">
        <ContactDetails contact={thread.contact} threadId={threadId} linkFor={linkFor} privacy={privacy} />
        <SuggestedArticles thread={thread} onInsert={(text) => composer.current?.insert(text)} />
      </aside>
      <ContactDrawer open={contactOpen} onOpenChange={setContactOpen}>
        <ContactDetails contact={thread.contact} threadId={threadId} linkFor={linkFor} privacy={privacy} />
        <SuggestedArticles
          thread={thread}
          onInsert={(text) => {
            setContactOpen(false);
            composer.current?.insert(text);
          }}
        />
      </ContactDrawer>
    </div>
    </MentionNamesContext.Provider>
  );
}

function ConversationNotFound({ listPath }: { listPath: string }) {
  return (
    <div className="flex h-full items-center justify-center">
      <EmptyState
        icon={<ChatBubbleIcon className="size-6" />}
        title="Conversation not found"
        description="It may have been removed, or it belongs to another organization."
        action={<ButtonLink to={listPath} variant="secondary">Back to the inbox</ButtonLink>}
      />
    </div>
  );
}
