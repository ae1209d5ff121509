import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { formatFileSize } from '../../../../../client/src/lib/fileSize';
import { UploadError, type UploadedFile } from '../../../../../client/src/lib/uploadFile';
import { locale, t } from '../../i18n/translate';
import { useRuntime } from '../../runtime/RuntimeContext';

/** The server's limit too. */
export const maxFilesPerMessage = 10;

/** A file the visitor chose for the message being written: uploading, uploaded, or refused (with why). */
export type FileDraft = {
  localId: string;
  fileName: string;
  byteSize: number;
  previewUrl: string | null;
  progress: number;
  attachment?: UploadedFile;
  error?: string;
};

function reasonOf(error: unknown): string {
  if (error instanceof UploadError && error.code === 'TOO_LARGE' && error.maxBytes) return t('fileTooLarge', { limit: formatFileSize(error.maxBytes, locale()) });
  if (error instanceof UploadError && error.code === 'TYPE_NOT_ALLOWED') return t('fileTypeNotAllowed');
  return t('uploadFailed');
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The files of the message being written: chosen with the attach button, dropped or pasted; each uploads at once.
 * The message can be sent once they are all uploaded, and carries their ids (which survive a reload in the outbox).
 */
export function useFileDrafts() {
  const runtime = useRuntime();
  const [drafts, setDrafts] = useState<FileDraft[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const aborts = useRef(new Map<string, AbortController>());

  // Leaving the thread cancels uploads nobody will send.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort.abort());
  }, []);

  const change = (localId: string, update: Partial<FileDraft>) => setDrafts((all) => all.map((draft) => (draft.localId === localId ? { ...draft, ...update } : draft)));

  const add = (chosen: Iterable<File>) => {
    const files = [...chosen];
    const room = maxFilesPerMessage - drafts.length;
    setNotice(files.length > room ? t('tooManyFiles', { max: String(maxFilesPerMessage) }) : null);
    const added = files.slice(0, Math.max(0, room)).map((file): [FileDraft, File] => [
      {
        localId: crypto.randomUUID(),
        fileName: file.name || 'file',
        byteSize: file.size,
        previewUrl: /^image\/(png|jpeg|gif|webp)$/.test(file.type) ? URL.createObjectURL(file) : null,
        progress: 0,
      },
      file,
    ]);
    setDrafts((all) => [...all, ...added.map(([draft]) => draft)]);
    for (const [draft, file] of added) {
      const abort = new AbortController();
      aborts.current.set(draft.localId, abort);
      runtime
        .upload(file, (progress) => change(draft.localId, { progress }), abort.signal)
        .then(
          (attachment) => change(draft.localId, { attachment, progress: 1 }),
          (error: unknown) => {
            if (!abort.signal.aborted) change(draft.localId, { error: reasonOf(error) });
          },
        )
        .finally(() => aborts.current.delete(draft.localId));
    }
  };

  const forget = (draft: FileDraft) => {
    aborts.current.get(draft.localId)?.abort();
    if (draft.previewUrl) URL.revokeObjectURL(draft.previewUrl);
  };

  return {
    drafts,
    notice,
    dragging,
    /** Something to send besides text, and nothing still uploading. */
    ready: drafts.every((draft) => draft.attachment || draft.error),
    uploaded: drafts.flatMap((draft) => (draft.attachment ? [draft.attachment] : [])),
    add,
    remove(localId: string) {
      const draft = drafts.find((candidate) => candidate.localId === localId);
      if (draft) forget(draft);
      setNotice(null);
      setDrafts((all) => all.filter((candidate) => candidate.localId !== localId));
    },
    /** After sending: the composer starts empty again. */
    clear() {
      drafts.forEach(forget);
      setNotice(null);
      setDrafts([]);
    },
    onPaste(event: ClipboardEvent) {
      if (event.clipboardData.files.length === 0) return;
      event.preventDefault();
      add(event.clipboardData.files);
    },
    dropZone: {
      onDragOver(event: DragEvent) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave(event: DragEvent) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop(event: DragEvent) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        add(event.dataTransfer.files);
      },
    },
  };
}
