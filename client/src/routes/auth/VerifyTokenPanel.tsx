import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/Button';
import { CheckIcon } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { useResendVerificationMutation } from '../../mutations/useResendVerificationMutation';
import { useVerifyEmailMutation } from '../../mutations/useVerifyEmailMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { LinkProblemHeading } from './LinkProblemHeading';
import { ResendVerificationForm } from './ResendVerificationForm';

type VerifyState =
  | { status: 'verifying' }
  | { status: 'verified'; signedIn: boolean; alreadyConfirmed: boolean; continueTo: string }
  | { status: 'failed'; message: string };

/** Confirms the address behind an emailed link, exactly once (a new account's link also signs it in), then says where to go next. */
export function VerifyTokenPanel({ token, signedIn }: { token: string; signedIn: boolean }) {
  const [verify] = useVerifyEmailMutation();
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });
  const requested = useRef(false);

  // The ref keeps React's development double-mount from spending the single-use token twice.
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void verify({ token }).then((outcome) => {
      if (!outcome.ok) return setState({ status: 'failed', message: outcome.error.message });
      const { user, alreadyConfirmed } = outcome.payload;
      setState({ status: 'verified', signedIn: user !== null, alreadyConfirmed, continueTo: !user ? '/login' : user.activeOrganization ? '/dashboard' : '/onboarding' });
    });
  });

  if (state.status === 'verifying') {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <Spinner className="size-6 text-indigo-600" label="Confirming your email" />
        <p className="mt-4 text-sm text-gray-600">Confirming your email…</p>
      </div>
    );
  }

  if (state.status === 'verified') {
    return (
      <div className="text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
          <CheckIcon className="size-6" />
        </div>
        <h1 className="mt-5 text-[22px] font-semibold tracking-tight text-gray-950">{state.alreadyConfirmed ? 'Your email is already confirmed' : 'Email confirmed'}</h1>
        <p className="mt-2 text-sm text-gray-600">{verifiedMessage(state)}</p>
        <ButtonLink to={state.continueTo} replace block size="lg" className="mt-6">
          Continue
        </ButtonLink>
      </div>
    );
  }

  return (
    <div>
      <LinkProblemHeading title="This link did not work">{state.message}</LinkProblemHeading>
      {signedIn ? <ResendForSignedIn /> : <ResendVerificationForm heading={false} />}
    </div>
  );
}

function verifiedMessage({ signedIn, alreadyConfirmed }: { signedIn: boolean; alreadyConfirmed: boolean }) {
  if (!signedIn) return alreadyConfirmed ? 'This link was used before, so there is nothing more to do. Sign in to continue.' : 'Sign in to continue.';
  return alreadyConfirmed ? 'This link was used before, so there is nothing more to do.' : 'You are signed in and all set. Let’s get you started.';
}

function ResendForSignedIn() {
  const [resend, isResending] = useResendVerificationMutation();
  const [result, setResult] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);

  const resendLink = async () => {
    const outcome = await resend({});
    setResult(outcome.ok ? { tone: 'success', text: 'A new link is on its way. It can take a minute to arrive.' } : { tone: 'warning', text: outcome.error.message });
  };

  return (
    <div className="space-y-4">
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <Button block size="lg" onClick={withErrorReport(resendLink)} loading={isResending}>
        Send a new link
      </Button>
      <ButtonLink to="/dashboard" block size="lg" variant="secondary">
        Go to the dashboard
      </ButtonLink>
    </div>
  );
}
