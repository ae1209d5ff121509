import type { Config } from '../config';
import { appLink } from '../services';

/** The Events API request URL of one organization: the path names the organization, the signature proves Slack. */
export function slackEventsUrl(config: Pick<Config, 'publicUrl'>, organizationId: string): string {
  return appLink(config, `/integrations/slack/events/${encodeURIComponent(organizationId)}`);
}

export const slackEventsPathPattern = /^\/integrations\/slack\/events\/([^/]+)$/;

/**
 * The app manifest an admin pastes into "Create an app → From a manifest": the bot's scopes (post, read the channel's
 * messages and their files, look up who wrote them) and the message events of public and private channels sent to our Events URL.
 */
export function slackAppManifest(config: Pick<Config, 'publicUrl'>, organizationId: string, organizationName: string): string {
  const manifest = {
    display_information: { name: `Parley (${organizationName})`.slice(0, 35), description: 'Website chats, posted to a channel and answered from it.' },
    features: { bot_user: { display_name: 'Parley', always_online: true } },
    oauth_config: {
      scopes: { bot: ['chat:write', 'channels:read', 'groups:read', 'channels:history', 'groups:history', 'users:read', 'users:read.email', 'files:read'] },
    },
    settings: {
      event_subscriptions: { request_url: slackEventsUrl(config, organizationId), bot_events: ['message.channels', 'message.groups'] },
      org_deploy_enabled: false,
      socket_mode_enabled: false,
      token_rotation_enabled: false,
    },
  };
  return JSON.stringify(manifest, null, 2);
}
