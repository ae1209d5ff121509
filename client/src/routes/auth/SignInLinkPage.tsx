import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { AlertIcon, MailIcon } from '../../components/icons';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSignInWithLinkMutation } from '../../mutations/useSignInWithLinkMutation';
import type { SecondStepOptions } from '../../lib/mutationOutcome';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { SecondFactorForm } from './SecondFactorForm';

/**
 * The page an emailed sign-in link opens. Signing in waits for a click, so that mail scanners that open
 * links on their own cannot spend the one-time link before its owner does.
 */
export function SignInLinkPage() {
  usePageTitle('Sign in with your link');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [signIn, isSigningIn] = useSignInWithLinkMutation();
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepOptions | null>(null);
  const enterDashboard = () => void navigate('/dashboard', { replace: true });

  const continueIn = async () => {
    const outcome = await signIn({ token: params.get('token') ?? '' });
    if (outcome.ok) enterDashboard();
    else if (outcome.error.secondStep) setSecondStep(outcome.error.secondStep);
    else setError(outcome.error.message);
  };

  // The link is spent by now: an expired second step starts over from the sign-in page.
  if (secondStep) return <SecondFactorForm options={secondStep} onSignedIn={enterDashboard} onRestart={() => void navigate('/login')} />;

  if (error) {
    return (
      <div>
        <div className="flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
          <AlertIcon className="size-6" />
        </div>
        <h1 className="mt-5 text-[22px] font-semibold tracking-tight text-gray-950">This link did not work</h1>
        <p role="alert" className="mt-2 text-sm text-gray-600">
          {error} Sign-in links work once, within 15 minutes.
        </p>
        <p className="mt-6 text-center text-sm text-gray-600">
          <Link to="/login" className="font-medium text-indigo-700 hover:text-indigo-800">
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
        <MailIcon className="size-6" />
      </div>
      <h1 className="mt-5 text-[22px] font-semibold tracking-tight text-gray-950">Sign in to Parley</h1>
      <p className="mt-2 text-sm text-gray-600">Your one-time link is ready. Continue to sign in on this device.</p>
      <Button block size="lg" className="mt-6" onClick={withErrorReport(continueIn)} loading={isSigningIn}>
        Sign in
      </Button>
    </div>
  );
}
