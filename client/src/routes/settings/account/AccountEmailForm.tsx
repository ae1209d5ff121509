import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useRequestEmailChangeMutation } from '../../../mutations/useRequestEmailChangeMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AccountEmailForm_viewer$key } from './__generated__/AccountEmailForm_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountEmailForm_viewer on User {
    email
  }
`;

export function AccountEmailForm({ viewer: viewerKey }: { viewer: AccountEmailForm_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [requestEmailChange, isSubmitting] = useRequestEmailChangeMutation();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await requestEmailChange({ newEmail, currentPassword });
    if (!outcome.ok) return setError(outcome.error);
    setPendingEmail(outcome.payload.pendingEmail);
    setNewEmail('');
    setCurrentPassword('');
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate>
      <Card
        id="email"
        title="Email address"
        description={
          <>
            You sign in with <strong className="font-medium text-gray-900">{viewer.email}</strong>. A new address takes over once you confirm it.
          </>
        }
        footer={
          <Button type="submit" loading={isSubmitting} disabled={!newEmail || !currentPassword}>
            Change email
          </Button>
        }
      >
        <div className="space-y-5">
          {pendingEmail && (
            <Notice>
              Confirm the change with the link we sent to <strong className="font-medium">{pendingEmail}</strong>. Until then, {viewer.email} stays in use.
            </Notice>
          )}
          <FormError message={formLevelMessage(error, ['newEmail', 'currentPassword'])} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="New email" name="newEmail" type="email" autoComplete="email" value={newEmail} onChange={(event) => setNewEmail(event.target.value)} error={error?.fieldErrors.newEmail} />
            <PasswordField
              label="Current password"
              name="emailCurrentPassword"
              autoComplete="current-password"
              value={currentPassword}
              onValueChange={setCurrentPassword}
              error={error?.fieldErrors.currentPassword}
            />
          </div>
        </div>
      </Card>
    </form>
  );
}
