import { graphql, useFragment } from 'react-relay';
import { Avatar } from '../../components/Avatar';
import { roleLabels } from '../../lib/roles';
import type { InvitationBanner_invitation$key } from './__generated__/InvitationBanner_invitation.graphql';

const invitationFragment = graphql`
  fragment InvitationBanner_invitation on InvitationPreview {
    inviterName
    organizationName
    role
  }
`;

/** "Maya invited you to Acme": tells the invited person whose team they are about to join. */
export function InvitationBanner({ invitation: invitationKey }: { invitation: InvitationBanner_invitation$key }) {
  const invitation = useFragment(invitationFragment, invitationKey);
  return (
    <div className="mb-6 flex items-center gap-3 rounded-xl border border-indigo-100 bg-indigo-50/70 p-3.5">
      <Avatar name={invitation.organizationName} shape="square" size="md" />
      <p className="text-sm text-indigo-950">
        <strong className="font-semibold">{invitation.inviterName}</strong> invited you to{' '}
        <strong className="font-semibold">{invitation.organizationName}</strong> as {article(roleLabels[invitation.role])}{' '}
        {roleLabels[invitation.role].toLowerCase()}.
      </p>
    </div>
  );
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
