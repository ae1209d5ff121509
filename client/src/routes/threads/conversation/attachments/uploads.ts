import { useSyncExternalStore } from 'react';
import { newClientId } from '../../../../lib/clientId';
import { UploadError, uploadFile, type UploadedFile } from '../../../../lib/uploadFile';
import { connectionMonitor } from '../../../../relay/connectionState';

/**
 * A file the operator chose for a message. It uploads at once (while they keep writing); a dropped
 * connection pauses it until the connection is back, and the message that carries it waits for it.
 */
export type Upload = {
  localId: string;
  threadId: string;
  fileName: string;
  byteSize: number;
  /** A local preview for images, shown before (and while) the file uploads. */
  previewUrl: string | null;
  /** 0 to 1. */
  progress: number;
  state: 'uploading' | 'waiting' | 'done' | 'failed';
  attachment?: UploadedFile;
  error?: string;
};

const maxAutomaticAttempts = 5;
const retryAfterMs = 5_000;

type Entry = { upload: Upload; file: File; attempts: number; abort: AbortController; retryTimer?: ReturnType<typeof setTimeout> };

export class Uploads {
  private entries = new Map<string, Entry>();
  private snapshot: ReadonlyMap<string, Upload> = new Map();
  private readonly listeners = new Set<() => void>();

  constructor() {
    connectionMonitor.subscribe(() => {
      if (connectionMonitor.getState() !== 'live') return;
      for (const entry of this.entries.values()) if (entry.upload.state === 'waiting') this.attempt(entry);
    });
  }

  getAll = (): ReadonlyMap<string, Upload> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(threadId: string, file: File): string {
    const localId = newClientId();
    const previewUrl = /^image\/(png|jpeg|gif|webp)$/.test(file.type) ? URL.createObjectURL(file) : null;
    const entry: Entry = {
      file,
      attempts: 0,
      abort: new AbortController(),
      upload: { localId, threadId, fileName: file.name || 'file', byteSize: file.size, previewUrl, progress: 0, state: 'uploading' },
    };
    this.entries.set(localId, entry);
    this.attempt(entry);
    return localId;
  }

  /** Forgets a file, cancelling its upload if it is still on its way. */
  remove(localId: string): void {
    const entry = this.entries.get(localId);
    if (!entry) return;
    entry.abort.abort();
    clearTimeout(entry.retryTimer);
    if (entry.upload.previewUrl) URL.revokeObjectURL(entry.upload.previewUrl);
    this.entries.delete(localId);
    this.publish();
  }

  private attempt(entry: Entry): void {
    clearTimeout(entry.retryTimer);
    entry.attempts += 1;
    this.change(entry, { state: 'uploading', progress: 0, error: undefined });
    uploadFile({
      url: `/uploads?thread=${encodeURIComponent(entry.upload.threadId)}`,
      file: entry.file,
      signal: entry.abort.signal,
      onProgress: (progress) => this.change(entry, { progress }),
    }).then(
      (attachment) => this.change(entry, { state: 'done', progress: 1, attachment }),
      (error: unknown) => {
        if (!this.entries.has(entry.upload.localId)) return;
        const failure = error instanceof UploadError ? error : new UploadError('UNEXPECTED', 'The file could not be uploaded. Try again.');
        if (failure.retryable && entry.attempts < maxAutomaticAttempts) {
          this.change(entry, { state: 'waiting', error: failure.message });
          entry.retryTimer = setTimeout(() => this.attempt(entry), retryAfterMs);
        } else {
          this.change(entry, { state: 'failed', error: failure.message });
        }
      },
    );
  }

  private change(entry: Entry, change: Partial<Upload>): void {
    if (!this.entries.has(entry.upload.localId)) return;
    entry.upload = { ...entry.upload, ...change };
    this.publish();
  }

  private publish(): void {
    this.snapshot = new Map([...this.entries].map(([localId, entry]) => [localId, entry.upload]));
    for (const listener of [...this.listeners]) listener();
  }
}

export const uploads = new Uploads();

/** These uploads as they stand now, in the given order (removed ones left out). */
export function useUploads(localIds: readonly string[]): Upload[] {
  const all = useSyncExternalStore(uploads.subscribe, uploads.getAll);
  return localIds.flatMap((localId) => all.get(localId) ?? []);
}

/** Whether a message's files are all uploaded: its attachment ids, or what stops it. */
export function uploadsOutcome(localIds: readonly string[]): { status: 'ready'; attachmentIds: string[] } | { status: 'pending' } | { status: 'failed'; message: string } {
  const all = uploads.getAll();
  const files = localIds.flatMap((localId) => all.get(localId) ?? []);
  const failed = files.find((upload) => upload.state === 'failed');
  if (failed) return { status: 'failed', message: `${failed.fileName}: ${failed.error ?? 'not uploaded.'}` };
  if (files.some((upload) => upload.state !== 'done')) return { status: 'pending' };
  return { status: 'ready', attachmentIds: files.map((upload) => upload.attachment!.id) };
}
