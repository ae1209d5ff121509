import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { upgradePath } from '../../components/FormError';
import type { ConversationLimitBanner_organization$key } from './__generated__/ConversationLimitBanner_organization.graphql';

const fragment = graphql`
  fragment ConversationLimitBanner_organization on Organization {
    billing {
      usage {
        limit
        used
        allowed
      }
    }
  }
`;

/** Past the month's conversations allowed by the plan, new ones still arrive: the team is told so, and how to lift it. */
export function ConversationLimitBanner({ organization }: { organization: ConversationLimitBanner_organization$key }) {
  const { billing } = useFragment(fragment, organization);
  const conversations = billing.usage.find((usage) => usage.limit === 'CONVERSATIONS');
  if (conversations?.allowed == null || conversations.used <= conversations.allowed) return null;
  const over = conversations.used - conversations.allowed;
  return (
    <div role="status" className="mx-3 mb-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950">
      {over.toLocaleString('en-US')} {over === 1 ? 'conversation' : 'conversations'} this month went past your plan’s {conversations.allowed.toLocaleString('en-US')}. They are all
      here to answer.{' '}
      <Link to={upgradePath} className="font-semibold underline underline-offset-2">
        Upgrade
      </Link>
    </div>
  );
}
