import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { RadioCards } from '../../../components/RadioCards';
import { TextField } from '../../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateApiKeyMutation } from '../../../mutations/useCreateApiKeyMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { accessLevels, type AccessLevel } from './apiKeyScopes';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; organizationId: string; onCreated: () => void };

/** A local calendar day, as a date input holds it. */
const dayValue = (date: Date) => date.toLocaleDateString('en-CA');

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return dayValue(date);
}

/** The key stops working at the end of the chosen day, in the admin's time zone. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** Creates a key, then shows its secret this one time: only a hash of it is kept. */
export function CreateApiKeyDialog({ open, onOpenChange, organizationId, onCreated }: Props) {
  const [createKey, saving] = useCreateApiKeyMutation();
  const [name, setName] = useState('');
  const [level, setLevel] = useState<AccessLevel>('READ');
  const [expiresOn, setExpiresOn] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (saving) return;
    onOpenChange(next);
    if (!next) {
      setName('');
      setLevel('READ');
      setExpiresOn('');
      setError(null);
      setSecret(null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const scopes = [...accessLevels.find((option) => option.value === level)!.scopes];
    const outcome = await createKey({ organizationId, name, scopes, expiresAt: expiresOn ? endOfDay(expiresOn) : null });
    if (!outcome.ok) return setError(outcome.error);
    setSecret(outcome.payload.secret);
    onCreated();
  };

  return (
    <Dialog open={open} onOpenChange={close} title={secret ? 'Copy your new API key' : 'Create an API key'} size="md">
      {secret ? (
        <div className="space-y-4 pb-5">
          <Notice tone="warning">This is the only time the key is shown. Copy it now and keep it in your secrets manager: Parley stores only a hash of it.</Notice>
          <div className="flex items-center gap-2">
            <code aria-label="New API key" className="min-w-0 flex-1 break-all rounded-lg bg-gray-100 px-3 py-2 font-mono text-[13px] text-gray-900">
              {secret}
            </code>
            <CopyButton text={secret} label="Copy key" />
          </div>
          <p className="text-sm text-gray-700">
            Send it with every request as <code className="font-mono text-[13px]">Authorization: Bearer {secret.slice(0, 11)}…</code>
          </p>
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={withErrorReport(save)} noValidate className="space-y-5 pb-5">
          <FormError message={formLevelMessage(error, ['name', 'scopes', 'expiresAt'])} />
          <TextField label="Name" hint="What the key is for, e.g. CRM sync." value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} maxLength={100} autoFocus />
          <RadioCards legend="Access" value={level} onChange={setLevel} options={accessLevels} columns={3} />
          {error?.fieldErrors.scopes && <p className="text-[13px] text-red-700">{error.fieldErrors.scopes}</p>}
          <TextField
            label="Expires on"
            type="date"
            min={tomorrow()}
            hint="Optional. The key stops working at the end of this day; leave empty to keep it until you revoke it."
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            error={error?.fieldErrors.expiresAt}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create key
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
