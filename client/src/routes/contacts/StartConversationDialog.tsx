import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { TextArea } from '../../components/TextArea';
import { useToast } from '../../components/Toast';
import type { MutationFailure } from '../../lib/mutationOutcome';
import { useStartContactConversationMutation } from '../../mutations/useStartContactConversationMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';

type StartConversationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; contactId: string; email: string };

/** Writes the first message of a new conversation; it goes out by email and the contact can answer there or in the chat. */
export function StartConversationDialog({ open, onOpenChange, contactId, email }: StartConversationDialogProps) {
  const [start, sending] = useStartContactConversationMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [body, setBody] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await start({ contactId, body });
    if (!outcome.ok) return setError(outcome.error);
    setBody('');
    onOpenChange(false);
    toast({ title: outcome.payload.emailed ? `Emailed to ${email}` : 'Conversation started, but the email could not be sent' });
    void navigate(`/dashboard/threads/${encodeURIComponent(outcome.payload.thread.id)}`);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (sending ? undefined : onOpenChange(next))} title="New conversation" description={`Delivered by email to ${email}. Their answer comes back to this conversation.`} size="md">
      <form onSubmit={withErrorReport(send)} noValidate className="space-y-4 pb-5">
        <TextArea label="Message" rows={6} value={body} error={error?.fieldErrors.body} onChange={(event) => setBody(event.target.value)} autoFocus />
        <FormError message={error && !error.fieldErrors.body ? error.message : null} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Send email
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
