import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PrismaClient } from '../generated/prisma/client';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { SecretBox } from '../auth/secret-box';
import { contactDisplayName } from '../conversations/contacts';
import { appLink } from '../services';
import { nextAttemptAfterFailure } from '../webhooks/retry-schedule';
import { slackClient, slackErrorCode } from './slack-client';
import { escapeForSlack, quoteForSlack } from './slack-text';

export type SlackPostDeps = {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  now: () => Date;
  /** Opens the bot tokens, which are stored encrypted. */
  slackSecrets: SecretBox;
};

type Claim = { id: string; leaseUntil: Date };

/** A claimed post is held this long past Slack's own timeout; after that another instance may take it over. */
const leaseMs = 60_000;

/**
 * Claims due posts as webhook deliveries are claimed (FOR UPDATE SKIP LOCKED, then a lease), but only the first
 * pending post of each thread: the first opens the Slack thread the others go into, and replies read in order.
 */
export async function claimDueSlackPosts(deps: SlackPostDeps, limit: number): Promise<Claim[]> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await deps.prisma.$queryRaw<{ id: string }[]>`
    UPDATE "SlackPost" SET "leaseUntil" = ${leaseUntil.toISOString()}::timestamp(3)
    WHERE "id" IN (
      SELECT p."id" FROM "SlackPost" p
      WHERE p."status" = 'PENDING'
        AND p."nextAttemptAt" <= ${now.toISOString()}::timestamp(3)
        AND (p."leaseUntil" IS NULL OR p."leaseUntil" <= ${now.toISOString()}::timestamp(3))
        AND NOT EXISTS (SELECT 1 FROM "SlackPost" earlier WHERE earlier."threadId" = p."threadId" AND earlier."status" = 'PENDING' AND earlier."seq" < p."seq")
      ORDER BY p."nextAttemptAt" LIMIT ${limit}
      FOR UPDATE OF p SKIP LOCKED)
    RETURNING "id"`;
  return rows.map((row) => ({ id: row.id, leaseUntil }));
}

async function loadPost(deps: SlackPostDeps, id: string) {
  return deps.prisma.slackPost.findUnique({
    where: { id },
    include: { integration: true },
  });
}

/** The text of one message in Slack: who wrote it and what (file names when there is no text). */
async function messageText(deps: SlackPostDeps, messageId: string): Promise<{ author: string; text: string; visitor: string; threadId: string } | null> {
  const message = await deps.prisma.message.findUnique({
    where: { id: messageId },
    select: {
      threadId: true,
      body: true,
      authorKind: true,
      authorUser: { select: { name: true } },
      authorApiKey: { select: { name: true } },
      authorContact: { select: { name: true, email: true, number: true } },
      attachments: { select: { fileName: true } },
      thread: { select: { contact: { select: { name: true, email: true, number: true } } } },
    },
  });
  if (!message) return null;
  const files = message.attachments.map((attachment) => `📎 ${attachment.fileName}`);
  const text = [message.body.trim(), ...files].filter(Boolean).join('\n');
  const visitor = contactDisplayName(message.thread.contact);
  const author = message.authorUser?.name ?? message.authorApiKey?.name ?? (message.authorContact ? contactDisplayName(message.authorContact) : 'Parley');
  return { author, text, visitor, threadId: message.threadId };
}

/**
 * Makes one attempt at a post and records it. Without a Slack thread yet, the post opens one in the channel (who
 * wrote, what, a link to the conversation) and its `ts` is kept; later posts go into it. A failure is retried on
 * the webhook schedule, then given up.
 */
export async function attemptSlackPost(deps: SlackPostDeps, claim: Claim, signal: AbortSignal): Promise<void> {
  const post = await loadPost(deps, claim.id);
  if (!post) return;
  const content = await messageText(deps, post.messageId);
  const { integration } = post;
  let error: string | null = null;
  let opened: { ts: string } | null = null;
  if (content) {
    try {
      const client = await slackClient(deps.config, deps.slackSecrets.open(integration.botToken));
      const link = await deps.prisma.slackThread.findUnique({ where: { threadId: post.threadId } });
      if (link && link.integrationId === integration.id) {
        await client.chat.postMessage({ channel: link.channelId, thread_ts: link.ts, text: `*${escapeForSlack(content.author)}*\n${escapeForSlack(content.text)}`, unfurl_links: false });
      } else {
        const url = appLink(deps.config, `/dashboard/threads/${encodeURIComponent(encodeGlobalID('Thread', post.threadId))}`);
        const answer = await client.chat.postMessage({
          channel: integration.channelId,
          text: `New conversation with *${escapeForSlack(content.visitor)}*\n*${escapeForSlack(content.author)}*\n${quoteForSlack(escapeForSlack(content.text))}\n<${url}|Open in Parley>`,
          unfurl_links: false,
        });
        opened = { ts: answer.ts as string };
      }
    } catch (caught) {
      error = slackErrorCode(caught);
    }
  }
  if (signal.aborted) return;
  const at = deps.now();
  const number = post.attemptCount + 1;
  const nextAttemptAt = error ? nextAttemptAfterFailure(number, at) : null;
  await deps.prisma.$transaction(async (tx) => {
    // Only the holder of the lease records: if it lapsed and another instance took over, that one records instead.
    const updated = await tx.slackPost.updateMany({
      where: { id: post.id, leaseUntil: claim.leaseUntil },
      data: { attemptCount: number, status: error ? (nextAttemptAt ? 'PENDING' : 'FAILED') : 'SUCCEEDED', nextAttemptAt, leaseUntil: null, lastError: error },
    });
    if (updated.count === 0 || !opened) return;
    await tx.slackThread.upsert({
      where: { threadId: post.threadId },
      create: { threadId: post.threadId, integrationId: integration.id, channelId: integration.channelId, ts: opened.ts },
      update: { integrationId: integration.id, channelId: integration.channelId, ts: opened.ts },
    });
  });
  if (error) deps.logger.warn('Posting to Slack failed', { postId: post.id, attempt: number, error });
}
