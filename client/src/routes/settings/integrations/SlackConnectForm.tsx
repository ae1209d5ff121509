import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { RadioCards } from '../../../components/RadioCards';
import { TextField } from '../../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useConnectSlackMutation } from '../../../mutations/useConnectSlackMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

type Mode = 'TWO_WAY' | 'ALERTS_ONLY';

const modes = [
  { value: 'TWO_WAY', label: 'Two-way', description: 'Replies in a Slack thread reach the visitor.' },
  { value: 'ALERTS_ONLY', label: 'Alerts only', description: 'Slack is told; the team answers in Parley.' },
] as const;

const fields = ['botToken', 'signingSecret', 'channelId'];

/** The three values from the Slack app's pages and the mode; Slack checks the token and channel before anything is saved. */
export function SlackConnectForm({ organizationId, onConnected, onCancel }: { organizationId: string; onConnected: () => void; onCancel?: () => void }) {
  const [connect, saving] = useConnectSlackMutation();
  const [error, setError] = useState<MutationFailure | null>(null);
  const [values, setValues] = useState({ botToken: '', signingSecret: '', channelId: '', mode: 'TWO_WAY' as Mode });
  const change = (changes: Partial<typeof values>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await connect({ organizationId, ...values });
    if (!outcome.ok) return setError(outcome.error);
    onConnected();
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
      <FormError message={formLevelMessage(error, fields)} kind={error?.kind} />
      <TextField
        label="Bot token"
        hint="OAuth & Permissions → Bot User OAuth Token, starting with xoxb-."
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="xoxb-…"
        value={values.botToken}
        onChange={(event) => change({ botToken: event.target.value })}
        error={error?.fieldErrors.botToken}
      />
      <TextField
        label="Signing secret"
        hint="Basic Information → App Credentials → Signing Secret."
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={values.signingSecret}
        onChange={(event) => change({ signingSecret: event.target.value })}
        error={error?.fieldErrors.signingSecret}
      />
      <TextField
        label="Channel ID"
        hint="In Slack, open the channel's details: the ID is at the bottom. Invite the bot to the channel first."
        spellCheck={false}
        placeholder="C0123ABCD"
        value={values.channelId}
        onChange={(event) => change({ channelId: event.target.value })}
        error={error?.fieldErrors.channelId}
      />
      <RadioCards legend="Mode" value={values.mode} onChange={(mode) => change({ mode })} options={modes} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          Connect Slack
        </Button>
      </div>
    </form>
  );
}
