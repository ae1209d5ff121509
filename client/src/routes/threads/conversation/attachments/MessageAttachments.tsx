import { graphql, useFragment } from 'react-relay';
import { cx } from '../../../../components/cx';
import { DownloadIcon, FileIcon } from '../../../../components/icons';
import { formatFileSize } from '../../../../lib/fileSize';
import type { MessageAttachments_message$key } from './__generated__/MessageAttachments_message.graphql';

const fragment = graphql`
  fragment MessageAttachments_message on Message {
    attachments {
      id
      fileName
      byteSize
      isImage
      url
    }
  }
`;

/** A message's files: images as thumbnails that open full size, other files as download links. */
export function MessageAttachments({ message, alignEnd }: { message: MessageAttachments_message$key; alignEnd: boolean }) {
  const { attachments } = useFragment(fragment, message);
  if (attachments.length === 0) return null;
  const images = attachments.filter((file) => file.isImage);
  const documents = attachments.filter((file) => !file.isImage);
  return (
    <div className={cx('mt-1.5 flex flex-col gap-1.5', alignEnd ? 'items-end' : 'items-start')}>
      {images.length > 0 && (
        <ul aria-label="Images" className={cx('flex flex-wrap gap-1.5', alignEnd && 'justify-end')}>
          {images.map((file) => (
            <li key={file.id}>
              <a
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                title={`${file.fileName} · ${formatFileSize(file.byteSize)} · opens full size`}
                className="block overflow-hidden rounded-xl ring-1 ring-gray-200 transition hover:ring-gray-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {/* A fixed height keeps the history from jumping while images load. */}
                <img src={file.url} alt={file.fileName} loading="lazy" className="h-40 w-auto max-w-64 bg-gray-100 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {documents.map((file) => (
        <a
          key={file.id}
          href={file.url}
          download={file.fileName}
          className="group flex max-w-72 min-w-0 items-center gap-2.5 rounded-xl bg-white py-2 pr-3 pl-2 ring-1 ring-gray-200 transition-colors ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-700">
            <FileIcon className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-gray-900">{file.fileName}</span>
            <span className="block text-xs text-gray-500">{formatFileSize(file.byteSize)}</span>
          </span>
          <DownloadIcon className="size-4 shrink-0 text-gray-500 group-hover:text-gray-800" />
          <span className="sr-only">Download</span>
        </a>
      ))}
    </div>
  );
}
