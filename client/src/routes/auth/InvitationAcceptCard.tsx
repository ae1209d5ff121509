import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { useAcceptInvitationMutation } from '../../mutations/useAcceptInvitationMutation';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { AuthHeading } from './AuthHeading';
import type { InvitationAcceptCard_viewer$key } from './__generated__/InvitationAcceptCard_viewer.graphql';

const viewerFragment = graphql`
  fragment InvitationAcceptCard_viewer on User {
    email
  }
`;

type InvitationAcceptCardProps = {
  viewer: InvitationAcceptCard_viewer$key;
  token: string;
  organizationName: string | null;
  /** Set right after signing in or up with the link: accept without asking again. */
  acceptImmediately: boolean;
};

/** A signed-in person following an invitation link: join with this account, or switch accounts. */
export function InvitationAcceptCard({ viewer: viewerKey, token, organizationName, acceptImmediately }: InvitationAcceptCardProps) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const navigate = useNavigate();
  const [accept, isAccepting] = useAcceptInvitationMutation();
  const [signOut, isSigningOut] = useSignOutMutation();
  const [error, setError] = useState<string | null>(null);
  const startedAutomatically = useRef(false);

  const join = async () => {
    setError(null);
    const outcome = await accept({ token });
    if (outcome.ok) void navigate('/dashboard/threads', { replace: true });
    else setError(outcome.error.message);
  };

  // The ref, not a dependency list, makes this run once: on arrival from the sign-in or sign-up form.
  useEffect(() => {
    if (!acceptImmediately || startedAutomatically.current) return;
    startedAutomatically.current = true;
    void join();
  });

  return (
    <div>
      <AuthHeading
        title={organizationName ? `Join ${organizationName}` : 'Accept invitation'}
        description={
          <>
            You are signed in as <strong className="font-medium text-gray-900">{viewer.email}</strong>.
          </>
        }
      />
      <div className="space-y-4">
        <FormError message={error} />
        <Button block size="lg" onClick={withErrorReport(join)} loading={isAccepting} disabled={!organizationName}>
          Accept invitation
        </Button>
        <Button block variant="secondary" size="lg" loading={isSigningOut} onClick={() => void signOut({})}>
          Use a different account
        </Button>
      </div>
    </div>
  );
}
