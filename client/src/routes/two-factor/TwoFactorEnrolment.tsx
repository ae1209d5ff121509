import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { useBeginTwoFactorSetupMutation } from '../../mutations/useBeginTwoFactorSetupMutation';
import { useConfirmTwoFactorSetupMutation } from '../../mutations/useConfirmTwoFactorSetupMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';

type Setup = { secret: string; qrCodeDataUrl: string };

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: a QR code (drawn by the server, no outside service) and the secret to type in
 * instead, then the first code to prove it works. Calls `onEnabled` with the recovery codes to show once.
 */
export function TwoFactorEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: readonly string[]) => void }) {
  const [begin, isStarting] = useBeginTwoFactorSetupMutation();
  const [confirm, isConfirming] = useConfirmTwoFactorSetupMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const start = async () => {
    setError(null);
    const outcome = await begin();
    if (outcome.ok) setSetup(outcome.payload);
    else setError(outcome.error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await confirm({ code });
    if (outcome.ok) onEnabled(outcome.payload.recoveryCodes);
    else setError(outcome.error);
  };

  if (!setup) {
    return (
      <div className="space-y-4">
        <FormError message={error?.message ?? null} />
        <p className="text-sm text-gray-600">
          Each sign-in will also ask for a 6-digit code from an authenticator app on your phone, such as 1Password, Google Authenticator or Authy.
        </p>
        <Button onClick={withErrorReport(start)} loading={isStarting}>
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-5">
      <FormError message={formLevelMessage(error, ['code'])} />
      <ol className="space-y-5 text-sm text-gray-700">
        <li className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img src={setup.qrCodeDataUrl} alt="QR code to scan with your authenticator app" className="size-40 shrink-0 rounded-lg border border-gray-200 bg-white p-2" />
          <div className="min-w-0 space-y-2">
            <p className="font-medium text-gray-900">1. Scan this QR code with your authenticator app.</p>
            <p>Can't scan it? Enter this key in the app instead:</p>
            <p className="flex flex-wrap items-center gap-2">
              <code data-testid="two-factor-secret" className="rounded-md bg-gray-100 px-2 py-1 font-mono text-[13px] tracking-wide text-gray-900 break-all">
                {grouped(setup.secret)}
              </code>
              <CopyButton text={setup.secret} label="Copy key" />
            </p>
          </div>
        </li>
        <li className="space-y-3">
          <p className="font-medium text-gray-900">2. Enter the 6-digit code the app shows.</p>
          <div className="sm:max-w-56">
            <TextField
              label="Code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={error?.fieldErrors.code}
              required
              autoFocus
            />
          </div>
        </li>
      </ol>
      <Button type="submit" loading={isConfirming} disabled={code.trim().length < 6}>
        Turn on two-factor sign-in
      </Button>
    </form>
  );
}
