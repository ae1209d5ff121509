import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { PasswordField } from '../../../components/PasswordField';
import { useToast } from '../../../components/Toast';
import { failure, formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useChangePasswordMutation } from '../../../mutations/useChangePasswordMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AccountPasswordForm_viewer$key } from './__generated__/AccountPasswordForm_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountPasswordForm_viewer on User {
    name
    email
  }
`;

export function AccountPasswordForm({ viewer: viewerKey }: { viewer: AccountPasswordForm_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [changePassword, isSubmitting] = useChangePasswordMutation();
  const toast = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirmation) return setError(failure('The new passwords do not match.', { confirmation: 'The new passwords do not match.' }));
    setError(null);
    const outcome = await changePassword({ currentPassword, newPassword });
    if (!outcome.ok) return setError(outcome.error);
    setCurrentPassword('');
    setNewPassword('');
    setConfirmation('');
    toast({ title: 'Password changed', description: 'Your other devices were signed out.' });
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate>
      <Card
        id="password"
        title="Password"
        description="Changing it signs you out on every other device."
        footer={
          <Button type="submit" loading={isSubmitting} disabled={!currentPassword || !newPassword || !confirmation}>
            Change password
          </Button>
        }
      >
        <div className="space-y-5">
          <FormError message={formLevelMessage(error, ['currentPassword', 'newPassword', 'confirmation'])} />
          <div className="sm:max-w-sm">
            <PasswordField
              label="Current password"
              name="currentPassword"
              autoComplete="current-password"
              value={currentPassword}
              onValueChange={setCurrentPassword}
              error={error?.fieldErrors.currentPassword}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <NewPasswordFields
              name="newPassword"
              password={newPassword}
              onPasswordChange={setNewPassword}
              confirmation={confirmation}
              onConfirmationChange={setConfirmation}
              errors={error?.fieldErrors}
              owner={viewer}
            />
          </div>
        </div>
      </Card>
    </form>
  );
}
