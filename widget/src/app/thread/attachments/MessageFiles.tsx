import { formatFileSize } from '../../../../../client/src/lib/fileSize';
import { FileIcon } from '../../icons';
import { locale, t } from '../../i18n/translate';

/** A file of a message; `url` is null while the message is still on its way. */
export type MessageFile = { id: string; fileName: string; byteSize: number; isImage: boolean; url: string | null };

/** Images as thumbnails that open full size, other files as download links with their name and size. */
export function MessageFiles({ files }: { files: readonly MessageFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className="message-files">
      {files.map((file) =>
        file.isImage && file.url ? (
          <a key={file.id} className="message-image" href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('openImage', { name: file.fileName })}>
            <img src={file.url} alt={file.fileName} loading="lazy" />
          </a>
        ) : (
          <a key={file.id} className="message-file" href={file.url ?? undefined} download={file.url ? file.fileName : undefined}>
            <span className="file-chip-icon">
              <FileIcon />
            </span>
            <span className="file-chip-text">
              <span className="file-chip-name">{file.fileName}</span>
              <span className="file-chip-size">{formatFileSize(file.byteSize, locale)}</span>
            </span>
          </a>
        ),
      )}
    </div>
  );
}
