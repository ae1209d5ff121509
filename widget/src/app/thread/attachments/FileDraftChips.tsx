import { formatFileSize } from '../../../../../client/src/lib/fileSize';
import { AlertIcon, CloseIcon, FileIcon } from '../../icons';
import { locale, t } from '../../i18n/translate';
import type { FileDraft } from './useFileDrafts';

/** The files of the message being written, above the text: progress while uploading, why one was refused. */
export function FileDraftChips({ drafts, onRemove }: { drafts: readonly FileDraft[]; onRemove(localId: string): void }) {
  if (drafts.length === 0) return null;
  return (
    <ul className="file-drafts" aria-label={t('attachFiles')}>
      {drafts.map((draft) => {
        const percent = Math.round(draft.progress * 100);
        const uploading = !draft.attachment && !draft.error;
        return (
          <li key={draft.localId} className="file-chip" data-failed={draft.error ? '' : undefined}>
            {draft.previewUrl && !draft.error ? (
              <img className="file-chip-thumb" src={draft.previewUrl} alt="" />
            ) : (
              <span className="file-chip-icon">{draft.error ? <AlertIcon /> : <FileIcon />}</span>
            )}
            <span className="file-chip-text">
              <span className="file-chip-name" title={draft.fileName}>
                {draft.fileName}
              </span>
              {draft.error ? (
                <span className="file-chip-error" role="alert">
                  {draft.error}
                </span>
              ) : (
                <span className="file-chip-size">
                  {formatFileSize(draft.byteSize, locale())}
                  {uploading ? ` · ${percent}%` : ''}
                </span>
              )}
            </span>
            <button type="button" className="file-chip-remove" aria-label={t('removeFile', { name: draft.fileName })} onClick={() => onRemove(draft.localId)}>
              <CloseIcon />
            </button>
            {uploading && (
              <span
                className="file-chip-progress"
                role="progressbar"
                aria-label={t('uploadingFile', { name: draft.fileName, percent: String(percent) })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
