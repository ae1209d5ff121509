import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useDisableTwoFactorMutation } from '../../../mutations/useDisableTwoFactorMutation';
import { useForgetRememberedBrowsersMutation } from '../../../mutations/useForgetRememberedBrowsersMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { RecoveryCodes } from '../../two-factor/RecoveryCodes';
import { TwoFactorEnrolment } from '../../two-factor/TwoFactorEnrolment';
import type { AccountTwoFactor_viewer$key } from './__generated__/AccountTwoFactor_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountTwoFactor_viewer on User {
    twoFactorEnabled
    recoveryCodesRemaining
    rememberedBrowsers
  }
`;

function DisableTwoFactorForm() {
  const [disable, isDisabling] = useDisableTwoFactorMutation();
  const toast = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await disable({ currentPassword, code });
    if (outcome.ok) toast({ title: 'Two-factor sign-in turned off' });
    else setError(outcome.error);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4 border-t border-gray-100 pt-5">
      <h3 className="text-sm font-semibold text-gray-900">Turn off</h3>
      <FormError message={formLevelMessage(error, ['currentPassword', 'code'])} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={error?.fieldErrors.currentPassword}
        />
        <TextField
          label="Code from the app or a recovery code"
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error?.fieldErrors.code}
        />
      </div>
      <Button type="submit" variant="dangerOutline" loading={isDisabling} disabled={!currentPassword || !code.trim()}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}

/** Remembered browsers skip the second step for 30 days; this takes that back everywhere. */
function RememberedBrowsers({ count }: { count: number }) {
  const [forget, isForgetting] = useForgetRememberedBrowsersMutation();
  const toast = useToast();
  const forgetAll = async () => {
    const outcome = await forget();
    if (outcome.ok) toast({ title: 'Remembered browsers forgotten', description: 'Each one asks for a code at its next sign-in.' });
    else toast({ title: 'Could not forget remembered browsers', description: outcome.error.message, tone: 'error' });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-600">
        {count === 0 ? 'No browser skips the code step.' : `${count} ${count === 1 ? 'browser skips' : 'browsers skip'} the code step for up to 30 days.`}
      </p>
      {count > 0 && (
        <Button size="sm" variant="secondary" loading={isForgetting} onClick={withErrorReport(forgetAll)}>
          Forget remembered browsers
        </Button>
      )}
    </div>
  );
}

export function AccountTwoFactor({ viewer: viewerKey }: { viewer: AccountTwoFactor_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);

  return (
    <Card
      id="two-factor"
      title={
        <span className="flex items-center gap-2">
          Two-factor sign-in {viewer.twoFactorEnabled ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}
        </span>
      }
      description="A code from an authenticator app on each sign-in keeps your account safe even if your password leaks."
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : viewer.twoFactorEnabled ? (
        <div className="space-y-5">
          <p className="text-sm text-gray-600">
            Signing in asks for a code from your authenticator app. You have{' '}
            <strong className="font-semibold text-gray-900">{viewer.recoveryCodesRemaining} unused recovery codes</strong> for when your phone is not at hand.
          </p>
          <RememberedBrowsers count={viewer.rememberedBrowsers} />
          <DisableTwoFactorForm />
        </div>
      ) : (
        <TwoFactorEnrolment onEnabled={setRecoveryCodes} />
      )}
    </Card>
  );
}
