import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { withErrorReport } from '../../../telemetry/withErrorReport';

export type WebhookEndpointValues = { url: string; description: string; events: string[]; includeNotes: boolean; enabled: boolean };

type Props = {
  initial: WebhookEndpointValues;
  eventTypes: readonly string[];
  /** The server's answer to the last save: field errors are shown beside their fields. */
  error: MutationFailure | null;
  saving: boolean;
  submitLabel: string;
  /** New endpoints start on; only an existing one offers the switch. */
  showEnabled: boolean;
  onSubmit: (values: WebhookEndpointValues) => Promise<void>;
  onCancel: () => void;
};

/** The fields of an endpoint, for adding one and for editing it. */
export function WebhookEndpointForm({ initial, eventTypes, error, saving, submitLabel, showEnabled, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const change = (changes: Partial<WebhookEndpointValues>) => setValues((current) => ({ ...current, ...changes }));
  const toggle = (type: string, on: boolean) => change({ events: on ? [...values.events, type] : values.events.filter((candidate) => candidate !== type) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSubmit(values);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-5 pb-5">
      <FormError message={formLevelMessage(error, ['url', 'description', 'events'])} kind={error?.kind} />
      <TextField label="Endpoint URL" type="url" placeholder="https://example.com/parley-webhooks" value={values.url} onChange={(event) => change({ url: event.target.value })} error={error?.fieldErrors.url} autoFocus />
      <TextField label="Description" hint="Optional, e.g. CRM sync." value={values.description} onChange={(event) => change({ description: event.target.value })} error={error?.fieldErrors.description} maxLength={200} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-gray-900">Events</legend>
        {eventTypes.map((type) => (
          <Checkbox key={type} label={<code className="font-mono text-[13px]">{type}</code>} checked={values.events.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />
        ))}
        {error?.fieldErrors.events && <p className="text-sm text-red-700">{error.fieldErrors.events}</p>}
      </fieldset>
      <Checkbox label="Include internal notes" description="Send notes as message.created too. Off by default: notes are for the team." checked={values.includeNotes} onChange={(event) => change({ includeNotes: event.target.checked })} />
      {showEnabled && <Checkbox label="Enabled" description="Turned off, the endpoint receives nothing; events that happen meanwhile are not sent later." checked={values.enabled} onChange={(event) => change({ enabled: event.target.checked })} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
