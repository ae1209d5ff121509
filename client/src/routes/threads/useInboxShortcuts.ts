import { useEffect, useRef } from 'react';

export type InboxShortcutActions = {
  next: () => void;
  previous: () => void;
  reply: () => void;
  note: () => void;
  close: () => void;
  help: () => void;
};

export const inboxShortcuts: ReadonlyArray<{ keys: string; action: keyof InboxShortcutActions; label: string }> = [
  { keys: 'j', action: 'next', label: 'Next conversation' },
  { keys: 'k', action: 'previous', label: 'Previous conversation' },
  { keys: 'r', action: 'reply', label: 'Reply' },
  { keys: 'n', action: 'note', label: 'Write an internal note' },
  { keys: 'e', action: 'close', label: 'Close the conversation' },
  { keys: '?', action: 'help', label: 'Show keyboard shortcuts' },
];

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a dialog or menu has the keyboard: its own keys win over the inbox's. */
function isOverlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * Single-key shortcuts for the inbox. They never fire while a person types in a field (there Esc leaves
 * the field, so the shortcuts work again), nor with a modifier held, nor over an open dialog or menu.
 */
export function useInboxShortcuts(actions: InboxShortcutActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) {
        if (event.key === 'Escape' && event.target instanceof HTMLElement) event.target.blur();
        return;
      }
      if (isOverlayOpen()) return;
      const shortcut = inboxShortcuts.find((candidate) => candidate.keys === event.key);
      if (!shortcut) return;
      // Keeps the letter out of the composer that "r" or "n" is about to focus.
      event.preventDefault();
      latest.current[shortcut.action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
