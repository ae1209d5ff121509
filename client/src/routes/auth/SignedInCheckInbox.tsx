import { graphql, useFragment } from 'react-relay';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { CheckInboxPanel } from './CheckInboxPanel';
import type { SignedInCheckInbox_viewer$key } from './__generated__/SignedInCheckInbox_viewer.graphql';

const viewerFragment = graphql`
  fragment SignedInCheckInbox_viewer on User {
    email
  }
`;

/** Someone who signed in by password before confirming their address. */
export function SignedInCheckInbox({ viewer: viewerKey }: { viewer: SignedInCheckInbox_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [signOut, isSigningOut] = useSignOutMutation();
  return (
    <CheckInboxPanel
      email={viewer.email}
      footer={
        <>
          Wrong address?{' '}
          <button
            type="button"
            className="font-medium text-indigo-700 hover:text-indigo-800 disabled:text-gray-500"
            disabled={isSigningOut}
            onClick={() => void signOut({})}
          >
            Sign out
          </button>{' '}
          and create the account again.
        </>
      }
    />
  );
}
