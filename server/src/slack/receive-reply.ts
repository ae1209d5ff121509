import type { WebClient } from '@slack/web-api';
import type { SlackIntegration } from '../generated/prisma/client';
import { discardUnsentUploads } from '../attachments/discard-unsent';
import type { Uploader } from '../attachments/receive-upload';
import { appendMessage, findStoredMessage } from '../conversations/append-message';
import { publishMessageAdded } from '../conversations/publish';
import type { Services } from '../services';
import { slackClient } from './slack-client';
import { copySlackFiles, reportRefusedFiles, type SlackFile } from './slack-files';
import { plainTextFromSlack } from './slack-text';

/** The part of a Slack `message` event we read. */
export type SlackMessageEvent = {
  type?: string;
  subtype?: string;
  bot_id?: string;
  user?: string;
  channel?: string;
  text?: string;
  ts?: string;
  thread_ts?: string;
  files?: SlackFile[];
};

/** A reply starting with this stays with the team, as an internal note. */
export const notePrefix = ';;';

/** The longest message the chat takes; Slack allows longer ones. */
const maxBodyLength = 10_000;

type Author = { authorKind: 'OPERATOR'; authorUserId: string } | { authorKind: 'INTEGRATION' };

/**
 * Who wrote a reply in Slack: the member of the organization with the Slack user's email, so the visitor sees their
 * name; otherwise (no email scope, no such member, Slack unreachable) the integration itself.
 */
async function authorOf(services: Services, integration: SlackIntegration, client: WebClient, slackUserId: string): Promise<Author> {
  try {
    const { user } = await client.users.info({ user: slackUserId });
    const email = user?.profile?.email;
    if (!email) return { authorKind: 'INTEGRATION' };
    const member = await services.db.prisma.membership.findFirst({
      where: { organizationId: integration.organizationId, user: { email: { equals: email, mode: 'insensitive' } } },
      select: { userId: true },
    });
    return member ? { authorKind: 'OPERATOR', authorUserId: member.userId } : { authorKind: 'INTEGRATION' };
  } catch (error) {
    services.logger.warn('Could not look up a Slack user; the reply is attributed to Slack', { error: String(error) });
    return { authorKind: 'INTEGRATION' };
  }
}

/**
 * Stores a reply written in the Slack thread of a conversation as a team message (or a note, with the `;;` prefix),
 * exactly once per Slack message: Slack resends events it thinks were lost. Everything else the channel hears (our
 * own posts, other bots, edits, messages outside our threads, every message in alerts-only mode) is ignored.
 * Returns whether a message was stored.
 */
export async function receiveSlackReply(services: Services, integration: SlackIntegration, event: SlackMessageEvent): Promise<boolean> {
  if (integration.mode !== 'TWO_WAY') return false;
  if (event.type !== 'message' || (event.subtype && event.subtype !== 'file_share')) return false;
  if (event.bot_id || !event.user || event.user === integration.botUserId) return false;
  if (event.channel !== integration.channelId || !event.ts || !event.thread_ts || event.thread_ts === event.ts) return false;
  const prisma = services.db.prisma;
  const link = await prisma.slackThread.findUnique({ where: { integrationId_ts: { integrationId: integration.id, ts: event.thread_ts } }, select: { threadId: true } });
  if (!link) return false;

  const text = plainTextFromSlack(event.text ?? '').trim();
  const isNote = text.startsWith(notePrefix);
  const body = (isNote ? text.slice(notePrefix.length).trim() : text).slice(0, maxBodyLength);
  const files = event.files ?? [];
  if (!body && files.length === 0) return false;
  const clientMessageId = `slack:${event.ts}`;
  // Slack resends events it thinks were lost: a reply already stored downloads nothing again.
  if (await findStoredMessage(prisma, { threadId: link.threadId }, clientMessageId)) return false;

  const botToken = services.slackSecrets.open(integration.botToken);
  const client = await slackClient(services.config, botToken);
  const author = await authorOf(services, integration, client, event.user);
  const uploader: Uploader =
    author.authorKind === 'OPERATOR'
      ? { kind: 'OPERATOR', userId: author.authorUserId, organizationId: integration.organizationId, threadId: link.threadId }
      : { kind: 'INTEGRATION', organizationId: integration.organizationId, threadId: link.threadId };
  const copied = await copySlackFiles(services, botToken, uploader, files);
  try {
    await reportRefusedFiles(services, integration, client, event.thread_ts, copied.refused);
    if (!body && copied.attachmentIds.length === 0) return false;
    const { message, thread, created } = await appendMessage(services.db, {
      threadId: link.threadId,
      ...author,
      kind: isNote ? 'NOTE' : 'MESSAGE',
      channel: 'SLACK',
      body,
      clientMessageId,
      attachmentIds: copied.attachmentIds,
    });
    if (created) publishMessageAdded(services, thread, message, false);
    return created;
  } finally {
    // A reply stored by a concurrent resend of the same event took its own copies; these stay unused.
    await discardUnsentUploads(services, copied.attachmentIds);
  }
}
