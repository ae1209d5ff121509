import { useState, type DragEvent, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ArrowDownIcon, TrashIcon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import type { MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateKnowledgeCollectionMutation } from '../../../mutations/useCreateKnowledgeCollectionMutation';
import { useDeleteKnowledgeCollectionMutation } from '../../../mutations/useDeleteKnowledgeCollectionMutation';
import { useMoveKnowledgeCollectionMutation } from '../../../mutations/useMoveKnowledgeCollectionMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { CollectionsCard_organization$key } from './__generated__/CollectionsCard_organization.graphql';

const organizationFragment = graphql`
  fragment CollectionsCard_organization on Organization {
    id
    knowledgeCollections {
      id
      name
      description
      position
      articles {
        id
      }
    }
  }
`;

type Collection = { id: string; name: string };

/** Collections in help-center order: moved with the arrow buttons (keyboard) or by dragging a row. */
export function CollectionsCard({ organization: key, canManage }: { organization: CollectionsCard_organization$key; canManage: boolean }) {
  const organization = useFragment(organizationFragment, key);
  const [createCollection] = useCreateKnowledgeCollectionMutation();
  const [moveCollection] = useMoveKnowledgeCollectionMutation();
  const [deleteCollection] = useDeleteKnowledgeCollectionMutation();
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const collections = organization.knowledgeCollections;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const outcome = await createCollection({ organizationId: organization.id, name });
    setSaving(false);
    if (!outcome.ok) return setError(outcome.error);
    setName('');
    toast({ title: `Collection “${outcome.payload.collection.name}” created` });
  };

  const move = async (collection: Collection, position: number) => {
    const outcome = await moveCollection({ collectionId: collection.id, position });
    if (!outcome.ok) toast({ title: 'Could not move the collection', description: outcome.error.message, tone: 'error' });
  };

  const dropOn = (target: number) => (event: DragEvent) => {
    event.preventDefault();
    const moved = collections.find((collection) => collection.id === dragged);
    setDragged(null);
    if (moved) void move(moved, target);
  };

  return (
    <Card id="collections" title="Collections" description="Group articles by topic; the help center lists them in this order." flush>
      {collections.length === 0 ? (
        <p className="border-t border-gray-100 px-6 py-6 text-sm text-gray-600">No collections yet. {canManage ? 'Add one below, then choose it when writing an article.' : ''}</p>
      ) : (
        <ol className="divide-y divide-gray-100 border-t border-gray-100" aria-label="Collections">
          {collections.map((collection, index) => (
            <li
              key={collection.id}
              draggable={canManage}
              onDragStart={() => setDragged(collection.id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={dropOn(index)}
              className={`flex items-center gap-3 px-5 py-3 sm:px-6 ${dragged === collection.id ? 'opacity-50' : ''} ${canManage ? 'cursor-grab' : ''}`}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">{collection.name}</p>
                <p className="text-[13px] text-gray-600">{collection.articles.length === 1 ? '1 article' : `${collection.articles.length} articles`}</p>
              </div>
              {canManage && (
                <div className="flex shrink-0 gap-1">
                  <Button size="sm" variant="ghost" aria-label={`Move ${collection.name} up`} disabled={index === 0} onClick={() => void move(collection, index - 1)}>
                    <ArrowDownIcon className="size-4 rotate-180" />
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Move ${collection.name} down`} disabled={index === collections.length - 1} onClick={() => void move(collection, index + 1)}>
                    <ArrowDownIcon className="size-4" />
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Delete ${collection.name}`} onClick={() => setDeleting(collection)}>
                    <TrashIcon className="size-4" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {canManage && (
        <form onSubmit={withErrorReport(create)} noValidate className="flex items-start gap-2 border-t border-gray-100 px-5 py-4 sm:px-6">
          <div className="flex-1">
            <TextField label="New collection" hideLabel placeholder="New collection, e.g. Billing" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name ?? error?.message} maxLength={80} />
          </div>
          <Button type="submit" variant="secondary" loading={saving}>
            Add collection
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="Its articles stay, outside any collection."
        confirmLabel="Delete collection"
        onConfirm={async () => {
          const outcome = await deleteCollection({ collectionId: deleting!.id });
          if (outcome.ok) toast({ title: 'Collection deleted' });
          return outcome.ok ? null : outcome.error.message;
        }}
      />
    </Card>
  );
}
