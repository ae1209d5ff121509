import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { failure, formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { createPasskey, passkeysSupported } from '../../../lib/passkeyCeremony';
import { useAddPasskeyMutation } from '../../../mutations/useAddPasskeyMutation';
import { useBeginPasskeyRegistrationMutation } from '../../../mutations/useBeginPasskeyRegistrationMutation';
import { useRemovePasskeyMutation } from '../../../mutations/useRemovePasskeyMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AccountPasskeys_viewer$data, AccountPasskeys_viewer$key } from './__generated__/AccountPasskeys_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountPasskeys_viewer on User {
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`;

type Passkey = AccountPasskeys_viewer$data['passkeys'][number];

/** Names the passkey, then lets the browser create it with the device's screen lock or a security key. */
function AddPasskeyForm() {
  const [begin, isBeginning] = useBeginPasskeyRegistrationMutation();
  const [add, isAdding] = useAddPasskeyMutation();
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError(failure('Give the passkey a name.', { name: 'Give the passkey a name, such as the device it is on.' }));
      return;
    }
    const options = await begin();
    if (!options.ok) return setError(options.error);
    const created = await createPasskey(options.payload.options);
    if (!created.ok) return setError(failure(created.message));
    const outcome = await add({ name, response: created.response });
    if (!outcome.ok) return setError(outcome.error);
    setName('');
    toast({ title: 'Passkey added', description: `“${outcome.payload.passkey.name}” can now sign you in.` });
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-3">
      <FormError message={formLevelMessage(error, ['name'])} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField
            label="Passkey name"
            name="passkeyName"
            placeholder="Work laptop"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            error={error?.fieldErrors.name}
          />
        </div>
        <Button type="submit" loading={isBeginning || isAdding}>
          Add passkey
        </Button>
      </div>
    </form>
  );
}

/** Removing asks for the password, so that someone at an unlocked screen cannot quietly take away the owner's way in. */
function RemovePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const [remove, isRemoving] = useRemovePasskeyMutation();
  const toast = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await remove({ passkeyId: passkey.id, currentPassword });
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: 'Passkey removed', description: `“${passkey.name}” no longer signs you in.` });
    onDone();
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="mt-3 w-full space-y-3 rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
      <FormError message={formLevelMessage(error, ['currentPassword'])} />
      <PasswordField
        label={`Your password, to remove “${passkey.name}”`}
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
        error={error?.fieldErrors.currentPassword}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="dangerOutline" loading={isRemoving} disabled={!currentPassword}>
          Remove passkey
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AccountPasskeys({ viewer: viewerKey }: { viewer: AccountPasskeys_viewer$key }) {
  const { passkeys } = useFragment(viewerFragment, viewerKey);
  const [removing, setRemoving] = useState<string | null>(null);
  const supported = passkeysSupported();

  return (
    <Card
      id="passkeys"
      title={
        <span className="flex items-center gap-2">
          Passkeys {passkeys.length > 0 ? <Badge tone="green">{passkeys.length}</Badge> : <Badge>None</Badge>}
        </span>
      }
      description="Sign in with your device’s screen lock or a security key, without a password; a passkey also counts as two-factor sign-in."
    >
      <div className="space-y-5">
        {passkeys.length === 0 ? (
          <p className="text-sm text-gray-600">You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">{passkey.name}</p>
                  <p className="text-[13px] text-gray-600">
                    Added <time dateTime={passkey.createdAt} title={formatDateTime(passkey.createdAt)}>{relativeTime(passkey.createdAt)}</time> ·{' '}
                    {passkey.lastUsedAt ? (
                      <time dateTime={passkey.lastUsedAt} title={formatDateTime(passkey.lastUsedAt)}>
                        last used {relativeTime(passkey.lastUsedAt)}
                      </time>
                    ) : (
                      'never used'
                    )}
                  </p>
                </div>
                {removing !== passkey.id && (
                  <Button size="sm" variant="secondary" onClick={() => setRemoving(passkey.id)} aria-label={`Remove ${passkey.name}`}>
                    Remove
                  </Button>
                )}
                {removing === passkey.id && <RemovePasskeyForm passkey={passkey} onDone={() => setRemoving(null)} />}
              </li>
            ))}
          </ul>
        )}
        {supported ? <AddPasskeyForm /> : <p className="text-sm text-gray-600">This browser cannot create passkeys. Try a current version of Chrome, Safari, Edge or Firefox.</p>}
      </div>
    </Card>
  );
}
