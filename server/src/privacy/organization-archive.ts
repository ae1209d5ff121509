import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ZipFile } from 'yazl';
import { isImageType } from '../attachments/file-types';
import type { PrismaClient } from '../generated/prisma/client';
import type { Storage } from '../storage/storage';
import { recordFiles, type RecordFile } from './export-records';

/** Rows read per query: enough to keep the database busy, few enough that one page never weighs on memory. */
const pageSize = 500;

export const archiveFormat = { format: 'parley.organization-export', version: 1 };

export type ArchiveProgress = {
  /** Adds to the items written; throws to stop the build (e.g. another instance has taken the export over). */
  advance(items: number): Promise<void>;
};

/**
 * The attachments an archive holds: those uploaded before the build started, so that a file uploaded while it runs
 * is neither listed without its bytes nor copied without its line.
 */
const attachmentsBefore = (organizationId: string, now: Date, afterId: string | null) => ({ organizationId, createdAt: { lte: now }, ...(afterId ? { id: { gt: afterId } } : {}) });

/** Rows and files the archive will hold, for the progress bar. */
export async function countArchiveItems(prisma: PrismaClient, organizationId: string, now: Date): Promise<number> {
  const counts = await Promise.all([...recordFiles.map((file) => file.count(prisma, organizationId)), prisma.attachment.count({ where: attachmentsBefore(organizationId, now, null) })]);
  // Each attachment is both a file and a line of attachments.ndjson.
  return counts.reduce((sum, count) => sum + count, 0) + counts[counts.length - 1]!;
}

/** A name safe inside a zip on every system: no folders, no control characters, no leading dots, not too long. */
export function archiveFileName(fileName: string): string {
  const safe = [...fileName]
    .map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || '/\\:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .replace(/^\.+/, '_')
    .slice(-120);
  return safe.trim() === '' ? 'file' : safe;
}

async function* ndjsonLines(prisma: PrismaClient, organizationId: string, file: RecordFile, progress: ArchiveProgress) {
  let afterId: string | null = null;
  for (;;) {
    const rows = await file.page(prisma, organizationId, afterId, pageSize);
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => `${JSON.stringify(row.record)}\n`).join(''));
    await progress.advance(rows.length);
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * Writes one organization's archive into `zip`, one entry at a time: each entry is added only once the previous one
 * has been read to its end, so that at any moment one page of rows or one file is in flight, never the organization.
 * The files come before attachments.ndjson, so that it can say which stored files were missing.
 */
export async function writeOrganizationArchive(
  zip: ZipFile,
  source: { prisma: PrismaClient; storage: Storage; organizationId: string; now: Date },
  progress: ArchiveProgress,
  register: (entry: Readable) => void,
): Promise<void> {
  const { prisma, storage, organizationId } = source;
  const add = async (name: string, content: Readable, compress = true) => {
    register(content);
    zip.addReadStream(content, name, { mtime: source.now, compress });
    await finished(content);
  };

  zip.addBuffer(Buffer.from(`${JSON.stringify({ ...archiveFormat, organizationId: encodeGlobalID('Organization', organizationId), exportedAt: source.now.toISOString() }, null, 2)}\n`), 'manifest.json', { mtime: source.now });
  for (const file of recordFiles) await add(file.name, Readable.from(ndjsonLines(prisma, organizationId, file, progress)));

  const missing = new Set<string>();
  const pathOf = (attachment: { id: string; fileName: string }) => `files/${attachment.id}/${archiveFileName(attachment.fileName)}`;
  for (let afterId: string | null = null; ; ) {
    const attachments: { id: string; fileName: string; contentType: string; storageKey: string }[] = await prisma.attachment.findMany({
      where: attachmentsBefore(organizationId, source.now, afterId),
      orderBy: { id: 'asc' },
      take: pageSize,
    });
    if (attachments.length === 0) break;
    for (const attachment of attachments) {
      const content = await storage.get(attachment.storageKey);
      if (content) await add(pathOf(attachment), content, !isImageType(attachment.contentType));
      else missing.add(attachment.id);
      await progress.advance(1);
    }
    afterId = attachments[attachments.length - 1]!.id;
  }

  const attachmentsFile: RecordFile = {
    name: 'attachments.ndjson',
    count: (client, id) => client.attachment.count({ where: attachmentsBefore(id, source.now, null) }),
    async page(client, id, afterAttachmentId, take) {
      const attachments = await client.attachment.findMany({ where: attachmentsBefore(id, source.now, afterAttachmentId), orderBy: { id: 'asc' }, take });
      return attachments.map((attachment) => ({
        id: attachment.id,
        record: {
          id: encodeGlobalID('Attachment', attachment.id),
          messageId: attachment.messageId ? encodeGlobalID('Message', attachment.messageId) : null,
          threadId: attachment.threadId ? encodeGlobalID('Thread', attachment.threadId) : null,
          fileName: attachment.fileName,
          contentType: attachment.contentType,
          byteSize: attachment.byteSize,
          uploaderKind: attachment.uploaderKind,
          uploadedAt: attachment.createdAt.toISOString(),
          path: missing.has(attachment.id) ? null : pathOf(attachment),
        },
      }));
    },
  };
  await add(attachmentsFile.name, Readable.from(ndjsonLines(prisma, organizationId, attachmentsFile, progress)));
}
