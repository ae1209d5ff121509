import { useRef } from 'react';
import { PaperclipIcon } from '../../../../components/icons';
import { acceptedFileTypes } from '../../../../lib/uploadFile';

/** Opens the file picker; chosen files go to `onFiles`. */
export function AttachButton({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label="Attach files"
        title="Attach files (or drop or paste them here)"
        className="grid size-8 shrink-0 place-items-center rounded-md text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-gray-400"
      >
        <PaperclipIcon className="size-4.5" />
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptedFileTypes}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}
