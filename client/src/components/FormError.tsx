import { AlertIcon } from './icons';

/** The form-level message (not tied to one field); announced as soon as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" aria-live="assertive" className={message ? undefined : 'sr-only'}>
      {message && (
        <div className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          <AlertIcon className="mt-px size-4 shrink-0 text-red-600" />
          <p>{message}</p>
        </div>
      )}
    </div>
  );
}
