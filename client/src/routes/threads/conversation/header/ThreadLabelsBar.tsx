import { graphql, useFragment } from 'react-relay';
import { CloseIcon } from '../../../../components/icons';
import { LabelChip } from '../../../../components/LabelChip';
import { useToast } from '../../../../components/Toast';
import { useRemoveThreadLabelMutation } from '../../../../mutations/useRemoveThreadLabelMutation';
import { canManageTeam, type Role } from '../../../../lib/roles';
import { LabelPicker } from './LabelPicker';
import type { ThreadLabelsBar_organization$key } from './__generated__/ThreadLabelsBar_organization.graphql';
import type { ThreadLabelsBar_thread$key } from './__generated__/ThreadLabelsBar_thread.graphql';

const threadFragment = graphql`
  fragment ThreadLabelsBar_thread on Thread {
    id
    labels {
      id
      name
      color
    }
  }
`;

const organizationFragment = graphql`
  fragment ThreadLabelsBar_organization on Organization {
    id
    viewerRole
    labels {
      id
      name
      color
    }
  }
`;

type ThreadLabelsBarProps = { thread: ThreadLabelsBar_thread$key; organization: ThreadLabelsBar_organization$key };

/** The conversation's labels under its header: each removable, and a picker to add more. */
export function ThreadLabelsBar({ thread: threadKey, organization: organizationKey }: ThreadLabelsBarProps) {
  const thread = useFragment(threadFragment, threadKey);
  const organization = useFragment(organizationFragment, organizationKey);
  const [remove] = useRemoveThreadLabelMutation();
  const toast = useToast();

  const removeLabel = async (label: { id: string; name: string }) => {
    const outcome = await remove({ threadId: thread.id, labelId: label.id });
    if (!outcome.ok) toast({ title: `Could not remove ${label.name}`, description: outcome.error.message, tone: 'error' });
  };

  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1.5 border-b border-gray-100 px-3 py-1.5 sm:px-5">
      {thread.labels.length > 0 && (
        <ul aria-label="Labels" className="contents">
          {thread.labels.map((label) => (
            <li key={label.id}>
              <LabelChip name={label.name} color={label.color} className="pr-1">
                <button
                  type="button"
                  onClick={() => void removeLabel(label)}
                  className="rounded-full p-0.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <CloseIcon className="size-3" />
                  <span className="sr-only">Remove label {label.name}</span>
                </button>
              </LabelChip>
            </li>
          ))}
        </ul>
      )}
      <LabelPicker organizationId={organization.id} threadId={thread.id} labels={organization.labels} applied={thread.labels} canManage={canManageTeam(organization.viewerRole as Role)} />
    </div>
  );
}
