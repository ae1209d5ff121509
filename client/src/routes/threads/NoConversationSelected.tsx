import { EmptyState } from '../../components/EmptyState';
import { InboxIcon } from '../../components/icons';

/** The conversation pane before one is chosen (wide screens only; narrow ones show the list alone). */
export function NoConversationSelected() {
  return (
    <div className="flex h-full items-center justify-center bg-gray-50/60">
      <EmptyState
        icon={<InboxIcon className="size-6" />}
        title="Pick a conversation"
        description={
          <>
            Choose one from the list, or press <kbd className="rounded border border-gray-300 bg-white px-1 font-sans text-xs font-semibold">j</kbd> to open the first.
            Press <kbd className="rounded border border-gray-300 bg-white px-1 font-sans text-xs font-semibold">?</kbd> for all shortcuts.
          </>
        }
      />
    </div>
  );
}
