import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LabelChip } from '../../../components/LabelChip';
import { useToast } from '../../../components/Toast';
import { useDeleteLabelMutation } from '../../../mutations/useDeleteLabelMutation';
import { LabelEditorDialog } from './LabelEditorDialog';
import type { LabelRow_label$key } from './__generated__/LabelRow_label.graphql';

const labelFragment = graphql`
  fragment LabelRow_label on Label {
    id
    name
    color
    threadCount
  }
`;

const conversations = (count: number) => `${count} ${count === 1 ? 'conversation' : 'conversations'}`;

export function LabelRow({ label: labelKey, canManage }: { label: LabelRow_label$key; canManage: boolean }) {
  const label = useFragment(labelFragment, labelKey);
  const [deleteLabel] = useDeleteLabelMutation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3.5 sm:px-6">
      <div className="min-w-0 flex-1">
        <LabelChip name={label.name} color={label.color} className="text-[13px]" />
        <p className="mt-1 text-[13px] text-gray-600">{label.threadCount === 0 ? 'Not used yet' : `On ${conversations(label.threadCount)}`}</p>
      </div>
      {canManage && (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${label.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete ${label.name}`}>
            Delete
          </Button>
          <LabelEditorDialog open={editing} onOpenChange={setEditing} label={label} />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Delete the label “${label.name}”?`}
            description={
              label.threadCount === 0
                ? 'No conversation uses it. This cannot be undone.'
                : `It will be taken off ${conversations(label.threadCount)}; the conversations themselves stay. This cannot be undone.`
            }
            confirmLabel="Delete label"
            onConfirm={async () => {
              const outcome = await deleteLabel({ labelId: label.id });
              if (outcome.ok) toast({ title: `${label.name} was deleted` });
              return outcome.ok ? null : outcome.error.message;
            }}
          />
        </div>
      )}
    </li>
  );
}
