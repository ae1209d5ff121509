import { cx } from '../../../../components/cx';
import { AlertIcon, CloseIcon, FileIcon } from '../../../../components/icons';
import { formatFileSize } from '../../../../lib/fileSize';
import type { Upload } from './uploads';

type UploadChipsProps = {
  files: Upload[];
  /** Offers a remove button on each chip (the composer); without it, chips only show progress (a message on its way). */
  onRemove?: (localId: string) => void;
  className?: string;
};

/** Files on their way: a thumbnail or icon, name, size, progress, and what went wrong if anything did. */
export function UploadChips({ files, onRemove, className }: UploadChipsProps) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attached files" className={cx('flex flex-wrap gap-2', className)}>
      {files.map((file) => (
        <UploadChip key={file.localId} file={file} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function UploadChip({ file, onRemove }: { file: Upload; onRemove?: (localId: string) => void }) {
  const failed = file.state === 'failed';
  const percent = Math.round(file.progress * 100);
  const status = failed ? file.error : file.state === 'done' ? 'Uploaded' : file.state === 'waiting' ? 'Waiting for connection' : `Uploading, ${percent}%`;
  return (
    <li
      className={cx(
        'relative flex max-w-72 min-w-0 items-center gap-2.5 overflow-hidden rounded-lg py-1.5 pr-1.5 pl-1.5 text-left ring-1 ring-inset',
        failed ? 'bg-red-50 ring-red-200' : 'bg-white ring-gray-200',
      )}
    >
      {file.previewUrl && !failed ? (
        <img src={file.previewUrl} alt="" className="size-9 shrink-0 rounded-md object-cover ring-1 ring-black/5" />
      ) : (
        <span className={cx('grid size-9 shrink-0 place-items-center rounded-md', failed ? 'bg-red-100 text-red-700' : 'bg-gray-100 text-gray-600')}>
          {failed ? <AlertIcon className="size-4.5" /> : <FileIcon className="size-4.5" />}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-xs font-medium text-gray-900" title={file.fileName}>
          {file.fileName}
        </span>
        <span className={cx('block text-[11px]', failed ? 'text-red-700' : 'text-gray-500')} role={failed ? 'alert' : undefined}>
          {failed ? file.error : `${formatFileSize(file.byteSize)}${file.state === 'done' ? '' : file.state === 'waiting' ? ' · waiting for connection' : ` · ${percent}%`}`}
        </span>
      </span>
      {onRemove && (
        <button
          type="button"
          onClick={() => onRemove(file.localId)}
          aria-label={`Remove ${file.fileName}`}
          className="grid size-7 shrink-0 place-items-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
      {(file.state === 'uploading' || file.state === 'waiting') && (
        <span
          role="progressbar"
          aria-label={`${file.fileName}: ${status}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="absolute inset-x-0 bottom-0 h-0.5 bg-gray-100"
        >
          <span className="block h-full bg-indigo-500 transition-[width]" style={{ width: `${percent}%` }} />
        </span>
      )}
    </li>
  );
}
