import { Card } from '../../../components/Card';
import { isPublicSiteOn } from '../../../lib/publicSite';

/** Billing and Upgrade on a server without Stripe keys: nothing to pay for and nothing limited. */
export function SelfHostedBilling() {
  return (
    <Card id="self-hosted" title="Billing is off on this server" description="This Parley runs on your own server, so there are no plans to buy.">
      <p className="text-sm text-gray-700">
        Every feature is unlocked, with no limits on seats, widgets, conversations, articles, API keys or webhooks.
        {/* The guide is a page of the public site, which a server with PUBLIC_SITE=off does not serve. */}
        {isPublicSiteOn() && (
          <>
            {' '}
            See the{' '}
            <a href="/resources/self-hosting" className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
              self-hosting guide
            </a>{' '}
            for running and updating it.
          </>
        )}
      </p>
    </Card>
  );
}
