import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { CopyButton } from '../../../components/CopyButton';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateWebhookEndpointMutation } from '../../../mutations/useCreateWebhookEndpointMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; organizationId: string; eventTypes: readonly string[]; onCreated: () => void };

/** Adds an endpoint, then shows its signing secret so the admin can configure the receiver. */
export function CreateWebhookEndpointDialog({ open, onOpenChange, organizationId, eventTypes, onCreated }: Props) {
  const [createEndpoint, saving] = useCreateWebhookEndpointMutation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['thread.created', 'message.created']);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [error, setError] = useState<MutationFailure | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (saving) return;
    onOpenChange(next);
    if (!next) {
      setUrl('');
      setDescription('');
      setError(null);
      setSecret(null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await createEndpoint({ organizationId, url, description, events, includeNotes });
    if (!outcome.ok) return setError(outcome.error);
    setSecret(outcome.payload.endpoint.secret);
    onCreated();
  };

  const toggle = (type: string, on: boolean) => setEvents((current) => (on ? [...current, type] : current.filter((candidate) => candidate !== type)));

  return (
    <Dialog open={open} onOpenChange={close} title={secret ? 'Endpoint added' : 'Add a webhook endpoint'} size="md">
      {secret ? (
        <div className="space-y-4 pb-5">
          <p className="text-sm text-gray-700">Verify every delivery with this signing secret. You can reveal it again from the endpoint.</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded-lg bg-gray-100 px-3 py-2 font-mono text-[13px] text-gray-900">{secret}</code>
            <CopyButton text={secret} label="Copy secret" />
          </div>
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={withErrorReport(save)} noValidate className="space-y-5 pb-5">
          <FormError message={formLevelMessage(error, ['url', 'description', 'events'])} kind={error?.kind} />
          <TextField label="Endpoint URL" type="url" placeholder="https://example.com/parley-webhooks" value={url} onChange={(event) => setUrl(event.target.value)} error={error?.fieldErrors.url} autoFocus />
          <TextField label="Description" hint="Optional, e.g. CRM sync." value={description} onChange={(event) => setDescription(event.target.value)} error={error?.fieldErrors.description} maxLength={200} />
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-gray-900">Events</legend>
            {eventTypes.map((type) => (
              <Checkbox key={type} label={<code className="font-mono text-[13px]">{type}</code>} checked={events.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />
            ))}
            {error?.fieldErrors.events && <p className="text-sm text-red-700">{error.fieldErrors.events}</p>}
          </fieldset>
          <Checkbox label="Include internal notes" description="Send notes as message.created too. Off by default: notes are for the team." checked={includeNotes} onChange={(event) => setIncludeNotes(event.target.checked)} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add endpoint
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
