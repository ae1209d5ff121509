import { graphql, useLazyLoadQuery } from 'react-relay';
import { ButtonLink } from '../../components/Button';
import { LinkProblemHeading } from './LinkProblemHeading';
import { NewPasswordForm } from './NewPasswordForm';
import type { ResetLinkCheckQuery } from './__generated__/ResetLinkCheckQuery.graphql';

const query = graphql`
  query ResetLinkCheckQuery($token: String!) {
    passwordResetLinkUsable(token: $token)
  }
`;

/** Says a used or expired link is spent as the page opens, rather than after a new password has been typed. */
export function ResetLinkCheck({ token }: { token: string }) {
  const { passwordResetLinkUsable } = useLazyLoadQuery<ResetLinkCheckQuery>(query, { token }, { fetchPolicy: 'network-only' });
  if (passwordResetLinkUsable) return <NewPasswordForm token={token} />;
  return (
    <div>
      <LinkProblemHeading title="This reset link has expired or was already used">
        A reset link works once, for one hour, and only the newest one sent works. Ask for a new link and use it soon.
      </LinkProblemHeading>
      <ButtonLink to="/reset" block size="lg">
        Request a new link
      </ButtonLink>
    </div>
  );
}
