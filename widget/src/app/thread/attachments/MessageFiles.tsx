import { formatFileSize } from '../../../../../client/src/lib/fileSize';
import { FileIcon } from '../../icons';
import { locale, t } from '../../i18n/translate';
import { useFreshImageLinks } from './useFreshImageLinks';

/** A file of a message; `url` is null while the message is still on its way. */
export type MessageFile = { id: string; fileName: string; byteSize: number; isImage: boolean; url: string | null };

type Props = {
  /** The stored message's id, to fetch fresh links with; null while it exists only here. */
  messageId: string | null;
  files: readonly MessageFile[];
};

/** Images as thumbnails that open full size, other files (and images that cannot be shown) as download links with their name and size. */
export function MessageFiles({ messageId, files }: Props) {
  const links = useFreshImageLinks(messageId);
  if (files.length === 0) return null;
  return (
    <div className="message-files">
      {files.map((file) =>
        file.isImage && file.url && !links.isBroken(file.id) ? (
          <a key={file.id} className="message-image" href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('openImage', { name: file.fileName })}>
            <img key={links.attempt === 'refreshed' ? 'retried' : 'first'} src={file.url} alt={file.fileName} loading="lazy" onError={() => links.onImageError(file.id)} />
          </a>
        ) : (
          <a key={file.id} className="message-file" href={file.url ?? undefined} download={file.url ? file.fileName : undefined}>
            <span className="file-chip-icon">
              <FileIcon />
            </span>
            <span className="file-chip-text">
              <span className="file-chip-name">{file.fileName}</span>
              <span className="file-chip-size">{formatFileSize(file.byteSize, locale())}</span>
            </span>
          </a>
        ),
      )}
    </div>
  );
}
