import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateCannedResponseMutation } from '../../../mutations/useCreateCannedResponseMutation';
import { useUpdateCannedResponseMutation } from '../../../mutations/useUpdateCannedResponseMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

type EditedResponse = { id: string; shortcut: string; title: string; body: string };

type EditorDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  | { cannedResponse: EditedResponse; organizationId?: never }
  | { cannedResponse?: never; organizationId: string }
);

const variables = ['{{contact.firstName}}', '{{contact.name}}', '{{contact.email}}', '{{operator.firstName}}', '{{organization.name}}'];

/** Shortcut, title and text of a canned response; creates one when there is none yet. */
export function CannedResponseEditorDialog({ open, onOpenChange, ...formProps }: EditorDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={formProps.cannedResponse ? `Edit /${formProps.cannedResponse.shortcut}` : 'New canned response'}
      description="Type / and the shortcut in a reply to insert it."
      size="md"
    >
      <EditorForm {...formProps} saving={saving} setSaving={setSaving} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type EditorFormProps = { cannedResponse?: EditedResponse; organizationId?: string; saving: boolean; setSaving: (saving: boolean) => void; onDone: () => void };

function EditorForm({ cannedResponse, organizationId, saving, setSaving, onDone }: EditorFormProps) {
  const [createResponse] = useCreateCannedResponseMutation();
  const [updateResponse] = useUpdateCannedResponseMutation();
  const toast = useToast();
  const [shortcut, setShortcut] = useState(cannedResponse?.shortcut ?? '');
  const [title, setTitle] = useState(cannedResponse?.title ?? '');
  const [body, setBody] = useState(cannedResponse?.body ?? '');
  const [error, setError] = useState<MutationFailure | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const fields = { shortcut, title, body };
    const outcome = cannedResponse ? await updateResponse({ cannedResponseId: cannedResponse.id, ...fields }) : await createResponse({ organizationId: organizationId!, ...fields });
    setSaving(false);
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: cannedResponse ? 'Canned response saved' : `/${outcome.payload.cannedResponse.shortcut} created` });
    onDone();
  };

  return (
    <form onSubmit={withErrorReport(save)} noValidate className="space-y-5 pb-5">
      <FormError message={formLevelMessage(error, ['shortcut', 'title', 'body'])} />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField label="Shortcut" placeholder="refund" value={shortcut} onChange={(event) => setShortcut(event.target.value)} error={error?.fieldErrors.shortcut} autoFocus maxLength={33} spellCheck={false} autoCapitalize="none" />
        <TextField label="Title" placeholder="Refund policy" value={title} onChange={(event) => setTitle(event.target.value)} error={error?.fieldErrors.title} maxLength={100} />
      </div>
      <TextArea
        label="Response"
        rows={6}
        placeholder="Hi {{contact.firstName}}, refunds take 3–5 business days…"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error?.fieldErrors.body}
        hint={
          <>
            Filled in when inserted: {variables.map((variable, index) => (
              <span key={variable}>
                {index > 0 && ', '}
                <code className="font-mono text-[12px] text-gray-800">{variable}</code>
              </span>
            ))}
            . An unknown visitor’s name reads “there”.
          </>
        }
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {cannedResponse ? 'Save response' : 'Create response'}
        </Button>
      </div>
    </form>
  );
}
