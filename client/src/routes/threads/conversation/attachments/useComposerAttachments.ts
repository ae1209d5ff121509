import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { uploads, useUploads } from './uploads';

/** The most files one message may carry (the server's limit too). */
export const maxFilesPerMessage = 10;

/** Files chosen but not sent yet survive switching between conversations (for this tab's lifetime). */
const draftFiles = new Map<string, string[]>();

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The files of the message being written: added with the attach button, by dropping them on the
 * composer or by pasting (a screenshot, say); each starts uploading at once.
 */
export function useComposerAttachments(threadId: string) {
  const [localIds, setLocalIdsState] = useState<string[]>(() => draftFiles.get(threadId) ?? []);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const files = useUploads(localIds);

  const setLocalIds = (next: string[]) => {
    setLocalIdsState(next);
    if (next.length > 0) draftFiles.set(threadId, next);
    else draftFiles.delete(threadId);
  };

  const add = (chosen: Iterable<File>) => {
    const list = [...chosen];
    const room = maxFilesPerMessage - localIds.length;
    setNotice(list.length > room ? `You can send up to ${maxFilesPerMessage} files in one message.` : null);
    const added = list.slice(0, Math.max(0, room)).map((file) => uploads.start(threadId, file));
    if (added.length > 0) setLocalIds([...localIds, ...added]);
  };

  const remove = (localId: string) => {
    uploads.remove(localId);
    setNotice(null);
    setLocalIds(localIds.filter((id) => id !== localId));
  };

  /** Hands the files over to a message being sent; the ones that failed are dropped (their error was shown). */
  const take = (): string[] => {
    for (const file of files) if (file.state === 'failed') uploads.remove(file.localId);
    const kept = files.filter((file) => file.state !== 'failed').map((file) => file.localId);
    setLocalIds([]);
    setNotice(null);
    return kept;
  };

  return {
    files,
    notice,
    dragging,
    /** Whether there is something to send besides text. */
    hasFiles: files.some((file) => file.state !== 'failed'),
    add,
    remove,
    take,
    onPaste: (event: ClipboardEvent) => {
      if (event.clipboardData.files.length === 0) return;
      event.preventDefault();
      add(event.clipboardData.files);
    },
    dropZone: {
      onDragOver: (event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop: (event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        add(event.dataTransfer.files);
      },
    },
  };
}

export type ComposerAttachments = ReturnType<typeof useComposerAttachments>;
