import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { useDeleteCannedResponseMutation } from '../../../mutations/useDeleteCannedResponseMutation';
import { CannedResponseEditorDialog } from './CannedResponseEditorDialog';
import type { CannedResponseRow_cannedResponse$key } from './__generated__/CannedResponseRow_cannedResponse.graphql';

const cannedResponseFragment = graphql`
  fragment CannedResponseRow_cannedResponse on CannedResponse {
    id
    shortcut
    title
    body
  }
`;

export function CannedResponseRow({ cannedResponse: key, canManage }: { cannedResponse: CannedResponseRow_cannedResponse$key; canManage: boolean }) {
  const response = useFragment(cannedResponseFragment, key);
  const [deleteResponse] = useDeleteCannedResponseMutation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 px-5 py-4 sm:flex-nowrap sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <code className="rounded bg-indigo-50 px-1.5 py-0.5 font-mono text-[13px] font-medium text-indigo-800">/{response.shortcut}</code>
          <span className="font-medium text-gray-900">{response.title}</span>
        </p>
        <p className="mt-1.5 line-clamp-2 text-[13px] whitespace-pre-line text-gray-600">{response.body}</p>
      </div>
      {canManage && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit /${response.shortcut}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete /${response.shortcut}`}>
            Delete
          </Button>
          <CannedResponseEditorDialog open={editing} onOpenChange={setEditing} cannedResponse={response} />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Delete /${response.shortcut}?`}
            description="Messages already sent with it stay as they are. This cannot be undone."
            confirmLabel="Delete response"
            onConfirm={async () => {
              const outcome = await deleteResponse({ cannedResponseId: response.id });
              if (outcome.ok) toast({ title: `/${response.shortcut} was deleted` });
              return outcome.ok ? null : outcome.error.message;
            }}
          />
        </div>
      )}
    </li>
  );
}
