import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CopyButton } from '../../../components/CopyButton';
import { useToast } from '../../../components/Toast';
import { ReadOnlyNotice } from '../../../components/ReadOnlyNotice';
import { useDeleteWebhookEndpointMutation } from '../../../mutations/useDeleteWebhookEndpointMutation';
import { useRotateWebhookSecretMutation } from '../../../mutations/useRotateWebhookSecretMutation';
import { useSendTestWebhookEventMutation } from '../../../mutations/useSendTestWebhookEventMutation';
import { useUpdateWebhookEndpointMutation } from '../../../mutations/useUpdateWebhookEndpointMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { EditWebhookEndpointDialog } from './EditWebhookEndpointDialog';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import type { WebhookEndpointCard_endpoint$key } from './__generated__/WebhookEndpointCard_endpoint.graphql';

const fragment = graphql`
  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {
    id
    url
    description
    events
    includeNotes
    enabled
    disabledReason
    readOnlyReason
    secret
    previousSecretExpiresAt
    ...WebhookDeliveryLog_endpoint
  }
`;

type Props = { endpoint: WebhookEndpointCard_endpoint$key; eventTypes: readonly string[]; onChanged: () => void };

/** One endpoint: its events, its secret (revealed on demand, rotated), test event, edit, on/off, delete, and its delivery log. */
export function WebhookEndpointCard({ endpoint: key, eventTypes, onChanged }: Props) {
  const endpoint = useFragment(fragment, key);
  const toast = useToast();
  const [updateEndpoint, updating] = useUpdateWebhookEndpointMutation();
  const [deleteEndpoint] = useDeleteWebhookEndpointMutation();
  const [rotateSecret] = useRotateWebhookSecretMutation();
  const [sendTest, sendingTest] = useSendTestWebhookEventMutation();
  const [secretShown, setSecretShown] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [editing, setEditing] = useState(false);

  const setEnabled = async (enabled: boolean) => {
    const { id, url, description, events, includeNotes } = endpoint;
    const outcome = await updateEndpoint({ endpointId: id, url, description, events: [...events], includeNotes, enabled });
    toast(outcome.ok ? { title: enabled ? 'Endpoint turned on' : 'Endpoint turned off' } : { title: outcome.error.message, tone: 'error' });
  };

  const test = async () => {
    const outcome = await sendTest({ endpointId: endpoint.id });
    toast(outcome.ok ? { title: 'Test event sent' } : { title: outcome.error.message, tone: 'error' });
    onChanged();
  };

  return (
    <li className="space-y-3 px-5 py-4">
      <ReadOnlyNotice reason={endpoint.readOnlyReason} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-mono text-sm font-medium text-gray-900">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-gray-600">{endpoint.description}</p>}
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {endpoint.enabled ? <Badge tone="green">On</Badge> : <Badge tone="amber">Off</Badge>}
            {endpoint.events.map((type) => (
              <Badge key={type}>{type}</Badge>
            ))}
            {endpoint.includeNotes && <Badge tone="indigo">with notes</Badge>}
          </div>
          {endpoint.disabledReason && <p className="mt-1.5 text-sm text-amber-800">{endpoint.disabledReason}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={withErrorReport(test)} loading={sendingTest} disabled={!endpoint.enabled}>
            Send test event
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={withErrorReport(() => setEnabled(!endpoint.enabled))} loading={updating}>
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming('delete')}>
            Delete
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-gray-700">Signing secret</span>
        {endpoint.secret == null ? (
          <span className="text-amber-800">This server can no longer decrypt it (its SECRET_KEY changed), so deliveries cannot be signed. Rotate it to get a new one.</span>
        ) : (
          <>
            <code className="min-w-0 truncate rounded bg-gray-100 px-2 py-1 font-mono text-[13px] text-gray-900">{secretShown ? endpoint.secret : 'whsec_••••••••••••••••'}</code>
            <Button size="sm" variant="ghost" onClick={() => setSecretShown((shown) => !shown)}>
              {secretShown ? 'Hide' : 'Reveal'}
            </Button>
            {secretShown && <CopyButton text={endpoint.secret} label="Copy" />}
          </>
        )}
        <Button size="sm" variant="ghost" onClick={() => setConfirming('rotate')}>
          Rotate
        </Button>
        {endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > new Date() && (
          <span className="text-gray-600">The previous secret also signs until {new Date(endpoint.previousSecretExpiresAt).toLocaleString()}.</span>
        )}
      </div>
      <WebhookDeliveryLog endpoint={endpoint} onChanged={onChanged} />
      <EditWebhookEndpointDialog
        open={editing}
        onOpenChange={setEditing}
        endpointId={endpoint.id}
        current={{ url: endpoint.url, description: endpoint.description, events: [...endpoint.events], includeNotes: endpoint.includeNotes, enabled: endpoint.enabled }}
        eventTypes={eventTypes}
      />
      <ConfirmDialog
        open={confirming === 'rotate'}
        onOpenChange={(open) => setConfirming(open ? 'rotate' : null)}
        title="Rotate the signing secret?"
        description="A new secret signs from now on. The current one keeps signing beside it for 24 hours, so you can update your receiver without missing a delivery."
        confirmLabel="Rotate secret"
        tone="default"
        onConfirm={async () => {
          const outcome = await rotateSecret({ endpointId: endpoint.id });
          if (!outcome.ok) return outcome.error.message;
          setSecretShown(true);
          return null;
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title="Delete this endpoint?"
        description={`Parley stops sending events to ${endpoint.url}, and its delivery log is deleted.`}
        confirmLabel="Delete endpoint"
        onConfirm={async () => {
          const outcome = await deleteEndpoint({ endpointId: endpoint.id });
          if (!outcome.ok) return outcome.error.message;
          onChanged();
          return null;
        }}
      />
    </li>
  );
}
