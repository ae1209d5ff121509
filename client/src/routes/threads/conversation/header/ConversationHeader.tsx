import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/Avatar';
import { ArrowLeftIcon, CheckCircleIcon, PanelRightIcon } from '../../../../components/icons';
import type { ThreadStatus } from '../../inboxFilters';
import { AssignMenu } from './AssignMenu';
import { headerButtonClasses } from './headerButton';
import { SnoozeMenu } from './SnoozeMenu';
import { StatusMenu } from './StatusMenu';
import { TeamMenu } from './TeamMenu';
import type { AssignMenu_organization$key } from './__generated__/AssignMenu_organization.graphql';
import type { ConversationHeader_thread$key } from './__generated__/ConversationHeader_thread.graphql';
import type { TeamMenu_organization$key } from './__generated__/TeamMenu_organization.graphql';

const threadFragment = graphql`
  fragment ConversationHeader_thread on Thread {
    id
    status
    snoozedUntil
    contact {
      displayName
      email
    }
    assignee {
      id
      name
      avatarUrl
    }
    widget {
      name
    }
    team {
      id
      name
    }
  }
`;

type ConversationHeaderProps = {
  thread: ConversationHeader_thread$key;
  organization: AssignMenu_organization$key & TeamMenu_organization$key;
  backTo: string;
  onClose: () => void;
  onShowContact: () => void;
};

/** Who the conversation is with, and the toolbar to route to a team, assign, snooze, change status and close it. */
export function ConversationHeader({ thread: threadKey, organization, backTo, onClose, onShowContact }: ConversationHeaderProps) {
  const thread = useFragment(threadFragment, threadKey);
  const status = thread.status as ThreadStatus;
  return (
    <header className="flex min-h-16 shrink-0 items-center gap-2 border-b border-gray-200 px-3 py-2.5 sm:px-5">
      <Link to={backTo} className="-ml-1 rounded-md p-1.5 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden">
        <ArrowLeftIcon className="size-5" />
        <span className="sr-only">Back to conversations</span>
      </Link>
      <Avatar name={thread.contact.displayName} size="md" className="@max-md:hidden" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-[15px] font-semibold text-gray-950">{thread.contact.displayName}</h1>
        <p className="truncate text-xs text-gray-600">
          {thread.contact.email ? `${thread.contact.email} · ` : ''}
          via {thread.widget.name}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1.5">
        <TeamMenu threadId={thread.id} team={thread.team} organization={organization} />
        <AssignMenu threadId={thread.id} assignee={thread.assignee} organization={organization} />
        <SnoozeMenu threadId={thread.id} snoozedUntil={status === 'SNOOZED' ? thread.snoozedUntil : null} />
        <StatusMenu threadId={thread.id} status={status} />
        {status !== 'CLOSED' && (
          <button type="button" onClick={onClose} className={headerButtonClasses} title="Close (E)">
            <CheckCircleIcon className="size-4 text-gray-500" />
            <span className="@max-2xl:sr-only">Close</span>
          </button>
        )}
        <button type="button" onClick={onShowContact} className={`${headerButtonClasses} xl:hidden`}>
          <PanelRightIcon className="size-4 text-gray-500" />
          <span className="sr-only">Contact details</span>
        </button>
      </div>
    </header>
  );
}
