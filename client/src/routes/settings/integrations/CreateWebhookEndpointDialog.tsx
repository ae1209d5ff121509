import { useState } from 'react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Dialog } from '../../../components/Dialog';
import type { MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateWebhookEndpointMutation } from '../../../mutations/useCreateWebhookEndpointMutation';
import { WebhookEndpointForm, type WebhookEndpointValues } from './WebhookEndpointForm';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; organizationId: string; eventTypes: readonly string[]; onCreated: () => void };

const newEndpoint: WebhookEndpointValues = { url: '', description: '', events: ['thread.created', 'message.created'], includeNotes: false, enabled: true };

/** Adds an endpoint, then shows its signing secret so the admin can configure the receiver. */
export function CreateWebhookEndpointDialog({ open, onOpenChange, organizationId, eventTypes, onCreated }: Props) {
  const [createEndpoint, saving] = useCreateWebhookEndpointMutation();
  const [error, setError] = useState<MutationFailure | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (saving) return;
    onOpenChange(next);
    if (!next) {
      setError(null);
      setSecret(null);
    }
  };

  const save = async ({ url, description, events, includeNotes }: WebhookEndpointValues) => {
    setError(null);
    const outcome = await createEndpoint({ organizationId, url, description, events, includeNotes });
    if (!outcome.ok) return setError(outcome.error);
    setSecret(outcome.payload.endpoint.secret ?? null);
    onCreated();
  };

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
        <WebhookEndpointForm initial={newEndpoint} eventTypes={eventTypes} error={error} saving={saving} submitLabel="Add endpoint" showEnabled={false} onSubmit={save} onCancel={() => close(false)} />
      )}
    </Dialog>
  );
}
