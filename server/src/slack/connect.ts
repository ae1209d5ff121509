import type { Config } from '../config';
import { ValidationError } from '../errors';
import { slackClient, slackErrorCode } from './slack-client';

export type SlackConnection = { slackTeamId: string; slackTeamName: string; botUserId: string; channelName: string };

/** Slack's answers a person can act on, in words that say what to do. */
function tokenProblem(code: string): string {
  if (code === 'invalid_auth' || code === 'not_authed' || code === 'token_revoked' || code === 'account_inactive') {
    return `Slack did not accept this bot token (${code}). Copy the Bot User OAuth Token (xoxb-…) from the app's OAuth & Permissions page.`;
  }
  return `Slack could not be reached to check the bot token (${code}). Try again in a moment.`;
}

function channelProblem(code: string): string {
  if (code === 'channel_not_found') return 'Slack has no channel with this id that the bot can see. Copy the id from the channel details (it starts with C or G), and invite the bot to private channels.';
  if (code === 'missing_scope') return 'The app lacks the channels:read or groups:read scope. Create it from the manifest shown here, then reinstall it.';
  return `Slack could not check the channel (${code}).`;
}

/**
 * Checks a bot token and channel with Slack before anything is saved: `auth.test` names the workspace and the bot
 * user, `conversations.info` that the channel exists and the bot can see it. Problems come back as field errors.
 */
export async function checkSlackConnection(config: Pick<Config, 'slackApiUrl'>, input: { botToken: string; channelId: string }): Promise<SlackConnection> {
  if (!input.botToken.startsWith('xoxb-')) throw ValidationError.forField('botToken', 'Use the Bot User OAuth Token: it starts with xoxb-.');
  const client = await slackClient(config, input.botToken);
  let identity;
  try {
    identity = await client.auth.test();
  } catch (error) {
    throw ValidationError.forField('botToken', tokenProblem(slackErrorCode(error)));
  }
  let channel;
  try {
    ({ channel } = await client.conversations.info({ channel: input.channelId }));
  } catch (error) {
    throw ValidationError.forField('channelId', channelProblem(slackErrorCode(error)));
  }
  return { slackTeamId: identity.team_id ?? '', slackTeamName: identity.team ?? '', botUserId: identity.user_id ?? '', channelName: channel?.name ?? '' };
}
