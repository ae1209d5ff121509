import { AuthEntryPage } from './AuthEntryPage';
import { RegisterForm } from './RegisterForm';

export function RegisterPage() {
  return (
    <AuthEntryPage
      pageTitle="Create your account"
      heading="Create your account"
      description={{ invited: 'Set up your account to join the team.', uninvited: 'Start talking with your website visitors in minutes.' }}
      invalidInvitationNotice="This invitation is invalid, was revoked or has expired. Ask whoever invited you for a new one, or create an account of your own."
      renderForm={(invitedEmail, onAttempt) => <RegisterForm invitedEmail={invitedEmail} onAttempt={onAttempt} />}
      alternative={{ question: 'Already have an account?', linkLabel: 'Sign in', path: '/login' }}
    />
  );
}
