import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FormError } from '../../components/FormError';
import { TrashIcon } from '../../components/icons';
import { TextArea } from '../../components/TextArea';
import { formatDateTime, relativeTime } from '../../lib/dates';
import type { MutationFailure } from '../../lib/mutationOutcome';
import { useAddContactNoteMutation } from '../../mutations/useAddContactNoteMutation';
import { useDeleteContactNoteMutation } from '../../mutations/useDeleteContactNoteMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import type { ContactNotes_contact$key } from './__generated__/ContactNotes_contact.graphql';

const fragment = graphql`
  fragment ContactNotes_contact on Contact {
    id
    notes {
      id
      body
      createdAt
      viewerCanDelete
      author {
        name
      }
    }
  }
`;

/** What the team keeps in mind about the person, newest first; each author deletes their own notes. */
export function ContactNotes({ contact: contactKey }: { contact: ContactNotes_contact$key }) {
  const contact = useFragment(fragment, contactKey);
  const [addNote, adding] = useAddContactNoteMutation();
  const [deleteNote] = useDeleteContactNoteMutation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await addNote({ contactId: contact.id, body });
    if (!outcome.ok) return setError(outcome.error);
    setBody('');
  };

  const remove = async (noteId: string) => {
    setError(null);
    const outcome = await deleteNote({ noteId });
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <Card title="Notes" description="Only your team sees these.">
      <form onSubmit={withErrorReport(add)} noValidate className="space-y-3">
        <TextArea
          label="New note"
          rows={3}
          value={body}
          error={error?.fieldErrors.body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter saves, as in the composer.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) event.currentTarget.form?.requestSubmit();
          }}
          placeholder="Prefers email; renews in March…"
        />
        <FormError message={error && !error.fieldErrors.body ? error.message : null} />
        <div className="flex justify-end">
          <Button type="submit" size="sm" loading={adding}>
            Add note
          </Button>
        </div>
      </form>
      {contact.notes.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label="Notes">
          {contact.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200 ring-inset">
              <p className="text-sm whitespace-pre-wrap text-gray-900">{note.body}</p>
              <div className="mt-1.5 flex items-center justify-between gap-2 text-[13px] text-gray-700">
                <span>
                  {note.author?.name ?? 'A former teammate'} · <time dateTime={note.createdAt} title={formatDateTime(note.createdAt)}>{relativeTime(note.createdAt)}</time>
                </span>
                {note.viewerCanDelete && (
                  <Button variant="ghost" size="sm" icon={<TrashIcon className="size-4" />} aria-label="Delete note" onClick={withErrorReport(() => remove(note.id))} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
