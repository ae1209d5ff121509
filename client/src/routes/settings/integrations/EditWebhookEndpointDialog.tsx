import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useToast } from '../../../components/Toast';
import type { MutationFailure } from '../../../lib/mutationOutcome';
import { useUpdateWebhookEndpointMutation } from '../../../mutations/useUpdateWebhookEndpointMutation';
import { WebhookEndpointForm, type WebhookEndpointValues } from './WebhookEndpointForm';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; endpointId: string; current: WebhookEndpointValues; eventTypes: readonly string[] };

/** Changes an endpoint's URL, description, events, notes and on/off; the server's refusals show beside the fields. */
export function EditWebhookEndpointDialog({ open, onOpenChange, endpointId, current, eventTypes }: Props) {
  const [updateEndpoint, saving] = useUpdateWebhookEndpointMutation();
  const [error, setError] = useState<MutationFailure | null>(null);
  const toast = useToast();

  const close = (next: boolean) => {
    if (saving) return;
    onOpenChange(next);
    if (!next) setError(null);
  };

  const save = async (values: WebhookEndpointValues) => {
    setError(null);
    const outcome = await updateEndpoint({ endpointId, ...values });
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: 'Endpoint saved' });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Edit webhook endpoint" size="md">
      {/* The dialog unmounts its content when closed, so each opening starts from the endpoint as it is now. */}
      <WebhookEndpointForm initial={current} eventTypes={eventTypes} error={error} saving={saving} submitLabel="Save changes" showEnabled onSubmit={save} onCancel={() => close(false)} />
    </Dialog>
  );
}
