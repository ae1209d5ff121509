import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../public/ComingSoonPage';
import { AccountAppearance } from './AccountAppearance';
import { AccountAvatar } from './AccountAvatar';
import { AccountEmailForm } from './AccountEmailForm';
import { AccountNotifications } from './AccountNotifications';
import { AccountPasskeys } from './AccountPasskeys';
import { AccountPasswordForm } from './AccountPasswordForm';
import { AccountProfileForm } from './AccountProfileForm';
import { AccountSessions } from './AccountSessions';
import { AccountTwoFactor } from './AccountTwoFactor';
import type { AccountSettingsPageQuery } from './__generated__/AccountSettingsPageQuery.graphql';

const query = graphql`
  query AccountSettingsPageQuery {
    viewer {
      ...AccountProfileForm_viewer
      ...AccountEmailForm_viewer
      ...AccountPasswordForm_viewer
      ...AccountTwoFactor_viewer
      ...AccountPasskeys_viewer
      ...AccountSessions_viewer
      ...AccountNotifications_viewer
      ...AccountAppearance_viewer
      ...AccountAvatar_viewer
    }
  }
`;

export function AccountSettingsPage() {
  usePageTitle('Account settings');
  const { viewer } = useLazyLoadQuery<AccountSettingsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  if (!viewer) return null;
  return (
    <>
      <PageHeader title="Account" description="Your personal details, how you sign in and how Parley notifies you. Only you can see and change these." />
      <div className="space-y-6">
        <AccountProfileForm viewer={viewer} />
        <AccountAvatar viewer={viewer} />
        <AccountEmailForm viewer={viewer} />
        <AccountPasswordForm viewer={viewer} />
        <AccountTwoFactor viewer={viewer} />
        <AccountPasskeys viewer={viewer} />
        <AccountAppearance viewer={viewer} />
        <AccountNotifications viewer={viewer} />
        <AccountSessions viewer={viewer} />
      </div>
    </>
  );
}
