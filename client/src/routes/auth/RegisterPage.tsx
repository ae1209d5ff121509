import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthEntryPage } from './AuthEntryPage';
import { CheckInboxPanel } from './CheckInboxPanel';
import { RegisterForm } from './RegisterForm';

export function RegisterPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <RegisteredCheckInbox email={sentTo} onStartOver={() => setSentTo(null)} />;
  return (
    <AuthEntryPage
      pageTitle="Create your account"
      heading="Create your account"
      description={{ invited: 'Set up your account to join the team.', uninvited: 'Start talking with your website visitors in minutes.' }}
      invalidInvitationNotice="This invitation is invalid, was revoked or has expired. Ask whoever invited you for a new one, or create an account of your own."
      renderForm={(invitedEmail, onAttempt) => <RegisterForm invitedEmail={invitedEmail} onAttempt={onAttempt} onEmailSent={setSentTo} />}
      alternative={{ question: 'Already have an account?', linkLabel: 'Sign in', path: '/login' }}
    />
  );
}

function RegisteredCheckInbox({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  usePageTitle('Check your inbox');
  return (
    <CheckInboxPanel
      email={email}
      footer={
        <>
          Wrong address?{' '}
          <button type="button" className="font-medium text-indigo-700 hover:text-indigo-800" onClick={onStartOver}>
            Start over
          </button>
          . Already have an account?{' '}
          <Link to="/login" className="font-medium text-indigo-700 hover:text-indigo-800">
            Sign in
          </Link>
          .
        </>
      }
    />
  );
}
