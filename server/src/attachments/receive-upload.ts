import type { Readable } from 'node:stream';
import type { Attachment, PrismaClient } from '../generated/prisma/client';
import { newStorageKey, type Storage } from '../storage/storage';
import { cleanFileName } from './file-name';
import { inspectUpload } from './inspect-upload';
import { UploadTooLargeError } from './upload-errors';

/** Who uploads, and where the file may later be sent. */
export type Uploader =
  | { kind: 'OPERATOR'; userId: string; organizationId: string; threadId: string }
  | { kind: 'CONTACT'; contactId: string; organizationId: string }
  | { kind: 'INTEGRATION'; organizationId: string; threadId: string };

export type IncomingFile = { content: Readable; fileName: string; declaredType: string; declaredLength: number | null };

/**
 * Stores one uploaded file and records it as an attachment that no message uses yet. Refused files
 * (too large, not allowed, empty) leave neither bytes nor a row behind.
 */
export async function receiveUpload(
  deps: { prisma: PrismaClient; storage: Storage; maxBytes: number },
  uploader: Uploader,
  file: IncomingFile,
): Promise<Attachment> {
  if (file.declaredLength !== null && file.declaredLength > deps.maxBytes) throw new UploadTooLargeError(deps.maxBytes);
  const fileName = cleanFileName(file.fileName);
  const inspection = inspectUpload(file.content, { maxBytes: deps.maxBytes, fileName, declaredType: file.declaredType });
  const storageKey = newStorageKey();
  const { byteSize } = await deps.storage.put(storageKey, inspection.stream);
  try {
    return await deps.prisma.attachment.create({
      data: {
        organizationId: uploader.organizationId,
        uploaderKind: uploader.kind,
        ...uploaderColumns(uploader),
        fileName,
        contentType: inspection.kind()!.contentType,
        byteSize,
        storageKey,
      },
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
}

function uploaderColumns(uploader: Uploader) {
  switch (uploader.kind) {
    case 'OPERATOR':
      return { uploaderUserId: uploader.userId, threadId: uploader.threadId };
    case 'CONTACT':
      return { uploaderContactId: uploader.contactId };
    case 'INTEGRATION':
      return { threadId: uploader.threadId };
  }
}
