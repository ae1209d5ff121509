import { BookIcon } from '../../../../components/icons';

/** Starts an article search in the composer, for those who do not know "#" yet. */
export function InsertArticleButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Insert article"
      title="Insert a help center article (or type #)"
      className="grid size-8 shrink-0 place-items-center rounded-md text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <BookIcon className="size-4.5" />
    </button>
  );
}
