import type { ReactNode } from 'react';
import { cx } from '../../../../components/cx';

export type Suggestion = { key: string; label: ReactNode; detail?: ReactNode; icon?: ReactNode };

type SuggestionListProps = {
  id: string;
  label: string;
  suggestions: readonly Suggestion[];
  activeIndex: number;
  emptyText: ReactNode;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
};

export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The list that opens above the composer while "/" or "@" is typed. Focus stays in the text box (which
 * points at the active option), so typing keeps filtering while arrows, Enter/Tab and Escape drive the list.
 */
export function SuggestionList({ id, label, suggestions, activeIndex, emptyText, onPick, onHover }: SuggestionListProps) {
  return (
    <div className="relative">
      <div className="absolute inset-x-0 bottom-1 z-30 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-popover animate-pop-in">
        <p className="border-b border-gray-100 px-3 py-1.5 text-[11px] font-semibold tracking-wide text-gray-600 uppercase">{label}</p>
        {suggestions.length === 0 ? (
          <p className="px-3 py-3 text-sm text-gray-600">{emptyText}</p>
        ) : (
          <ul id={id} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto p-1">
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                id={suggestionOptionId(id, index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus (and the caret) in the text box.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(index)}
                onMouseMove={() => onHover(index)}
                className={cx('flex cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm', index === activeIndex ? 'bg-indigo-50 text-indigo-950' : 'text-gray-900')}
              >
                {suggestion.icon}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{suggestion.label}</span>
                  {suggestion.detail && <span className="block truncate text-xs text-gray-600">{suggestion.detail}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="border-t border-gray-100 bg-gray-50 px-3 py-1.5 text-[11px] text-gray-600">
          <kbd className="font-sans font-medium">↑</kbd> <kbd className="font-sans font-medium">↓</kbd> to choose · <kbd className="font-sans font-medium">Enter</kbd> to insert ·{' '}
          <kbd className="font-sans font-medium">Esc</kbd> to dismiss
        </p>
      </div>
    </div>
  );
}
