import { useEffect, type RefObject } from 'react';

/**
 * Puts the keyboard on `element` when it appears (while `when` holds), but only in a chat that has the keyboard
 * already. The chat is a frame in someone else's page (the customer's site, the dashboard's live preview): a frame
 * that takes the focus by script takes it from that page, and what the person was typing there lands in the chat.
 */
export function useFocusOnMount(element: RefObject<HTMLElement | null>, when: boolean) {
  useEffect(() => {
    const target = element.current;
    if (when && target?.ownerDocument.hasFocus()) target.focus();
  }, [element, when]);
}
