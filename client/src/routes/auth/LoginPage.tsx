import { useSearchParams } from 'react-router';
import { AuthEntryPage } from './AuthEntryPage';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  // Emails about an existing account link here with its address filled in.
  const [params] = useSearchParams();
  return (
    <AuthEntryPage
      pageTitle="Sign in"
      heading="Sign in to Parley"
      description={{ invited: 'Sign in to accept the invitation.', uninvited: 'Welcome back. Your visitors are waiting.' }}
      invalidInvitationNotice="This invitation is invalid, was revoked or has expired. Ask whoever invited you for a new one."
      renderForm={(invitedEmail, onAttempt) => <LoginForm initialEmail={invitedEmail ?? params.get('email') ?? ''} onAttempt={onAttempt} />}
      alternative={{ question: 'New to Parley?', linkLabel: 'Create an account', path: '/register' }}
    />
  );
}
