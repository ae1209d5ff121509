import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { WebClient } from '@slack/web-api';
import type { SlackIntegration } from '../generated/prisma/client';
import { FileTypeNotAllowedError } from '../attachments/file-types';
import { maxAttachmentsPerMessage } from '../attachments/link-attachments';
import { receiveUpload, type Uploader } from '../attachments/receive-upload';
import { EmptyUploadError, UploadTooLargeError } from '../attachments/upload-errors';
import type { Config } from '../config';
import type { Services } from '../services';

/** The part of a file in a Slack message event we read. */
export type SlackFile = { name?: string; title?: string; mimetype?: string; size?: number; mode?: string; url_private_download?: string };

/** A download is given this long; a reply with a file Slack does not hand over is stored without it. */
const downloadTimeoutMs = 15_000;

/** Where Slack serves files: the bot token is only ever sent there (or to the Slack stand-in the server was pointed at). */
function isSlackFileUrl(config: Pick<Config, 'slackApiUrl'>, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:' && parsed.hostname === 'files.slack.com') return true;
  return config.slackApiUrl !== undefined && parsed.origin === new URL(config.slackApiUrl).origin;
}

export type CopiedFiles = { attachmentIds: string[]; refused: { name: string; reason: string }[] };

/**
 * Copies the files of a Slack reply into storage as uploads for its thread, under the same rules as files sent from
 * the dashboard (size, allowed types, at most ten). A file that breaks a rule or cannot be downloaded is left out and
 * named in `refused` with the reason, so the team can be told; the rest still reach the visitor.
 */
export async function copySlackFiles(services: Services, botToken: string, uploader: Uploader, files: SlackFile[]): Promise<CopiedFiles> {
  const copied: CopiedFiles = { attachmentIds: [], refused: [] };
  // Slack lists deleted and externally hosted files too; only hosted ones have bytes to copy.
  const hosted = files.filter((file) => file.mode !== 'tombstone' && file.mode !== 'external' && file.url_private_download);
  for (const [index, file] of hosted.entries()) {
    const name = file.name || file.title || 'file';
    if (index >= maxAttachmentsPerMessage) {
      copied.refused.push({ name, reason: `a message carries at most ${maxAttachmentsPerMessage} files` });
      continue;
    }
    try {
      copied.attachmentIds.push(await copyOne(services, botToken, uploader, file, name));
    } catch (error) {
      if (error instanceof UploadTooLargeError || error instanceof FileTypeNotAllowedError || error instanceof EmptyUploadError) {
        copied.refused.push({ name, reason: error.message });
      } else {
        services.logger.warn('Could not copy a file from Slack', { error: String(error) });
        copied.refused.push({ name, reason: 'Slack did not hand the file over' });
      }
    }
  }
  return copied;
}

async function copyOne(services: Services, botToken: string, uploader: Uploader, file: SlackFile, name: string): Promise<string> {
  const url = file.url_private_download!;
  if (!isSlackFileUrl(services.config, url)) throw new Error(`Not a Slack file address: ${new URL(url).host}`);
  if (file.size !== undefined && file.size > services.config.uploadMaxBytes) throw new UploadTooLargeError(services.config.uploadMaxBytes);
  const response = await fetch(url, { headers: { authorization: `Bearer ${botToken}` }, redirect: 'error', signal: AbortSignal.timeout(downloadTimeoutMs) });
  if (!response.ok || !response.body) throw new Error(`Slack answered ${response.status} for a file`);
  const length = Number(response.headers.get('content-length'));
  const attachment = await receiveUpload(
    { prisma: services.db.prisma, storage: services.storage, maxBytes: services.config.uploadMaxBytes },
    uploader,
    {
      content: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      fileName: name,
      declaredType: file.mimetype ?? 'application/octet-stream',
      declaredLength: Number.isFinite(length) && length > 0 ? length : null,
    },
  );
  return attachment.id;
}

/** Tells the Slack thread which files stayed behind, so whoever sent them knows the visitor did not get them. */
export async function reportRefusedFiles(services: Services, integration: SlackIntegration, client: WebClient, threadTs: string, refused: CopiedFiles['refused']) {
  if (refused.length === 0) return;
  const lines = refused.map((file) => `• ${file.name}: ${file.reason}`);
  try {
    await client.chat.postMessage({ channel: integration.channelId, thread_ts: threadTs, text: `Not sent to the visitor:\n${lines.join('\n')}` });
  } catch (error) {
    services.logger.warn('Could not tell Slack which files were not sent', { error: String(error) });
  }
}
