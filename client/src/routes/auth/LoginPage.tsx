import { AuthEntryPage } from './AuthEntryPage';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  return (
    <AuthEntryPage
      pageTitle="Sign in"
      heading="Sign in to Parley"
      description={{ invited: 'Sign in to accept the invitation.', uninvited: 'Welcome back. Your visitors are waiting.' }}
      invalidInvitationNotice="This invitation is invalid, was revoked or has expired. Ask whoever invited you for a new one."
      renderForm={(invitedEmail, onAttempt) => <LoginForm initialEmail={invitedEmail ?? ''} onAttempt={onAttempt} />}
      alternative={{ question: 'New to Parley?', linkLabel: 'Create an account', path: '/register' }}
    />
  );
}
