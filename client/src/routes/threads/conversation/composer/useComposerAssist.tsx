import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Avatar } from '../../../../components/Avatar';
import { BookIcon } from '../../../../components/icons';
import { encodeMentions, type Mentioned } from '../mentions';
import { articleLink } from './articleLink';
import { triggerAt, type ComposerTrigger } from './composerTrigger';
import { fillVariables, type CannedVariables } from './fillVariables';
import { SuggestionList, suggestionOptionId, type Suggestion } from './SuggestionList';
import { useArticleSearch, type ArticleSearchState } from './useArticleSearch';

export type Teammate = { id: string; name: string; avatarUrl: string | null };
export type CannedResponse = { id: string; shortcut: string; title: string; body: string };

/** What the composer can offer while typing: teammates to mention, canned responses and the organization's articles to insert. */
export type ComposerSuggestions = {
  organizationId: string;
  teammates: readonly Teammate[];
  cannedResponses: readonly CannedResponse[];
  variables: CannedVariables;
};

const maxShown = 8;

function matchingCanned(responses: readonly CannedResponse[], query: string): CannedResponse[] {
  const needle = query.toLowerCase();
  const starts = responses.filter((response) => response.shortcut.startsWith(needle));
  const contains = responses.filter((response) => !starts.includes(response) && `${response.shortcut} ${response.title}`.toLowerCase().includes(needle));
  return [...starts, ...contains].slice(0, maxShown);
}

function matchingTeammates(teammates: readonly Teammate[], query: string): Teammate[] {
  const needle = query.toLowerCase();
  return teammates.filter((teammate) => teammate.name.toLowerCase().split(/\s+/).some((word) => word.startsWith(needle)) || teammate.name.toLowerCase().startsWith(needle)).slice(0, maxShown);
}

type AssistOptions = {
  text: string;
  /** In a note, "@" mentions teammates; "/" works in both. */
  note: boolean;
  onTextChange: (text: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
  suggestions: ComposerSuggestions;
};

/**
 * The composer's typing aids: "/" at the start of a word lists canned responses (inserted with their
 * variables filled), "@" in a note lists teammates (sent as mentions), "#" searches published articles (inserted
 * as a link to the help center). Keys go to the list while it is open.
 */
export function useComposerAssist({ text, note, onTextChange, textarea, suggestions }: AssistOptions) {
  const listId = useId();
  const [caret, setCaret] = useState(text.length);
  const [active, setActive] = useState({ key: '', index: 0 });
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [picked, setPicked] = useState<Mentioned[]>([]);
  const caretAfterChange = useRef<number | null>(null);

  const trigger: ComposerTrigger | null = triggerAt(text, Math.min(caret, text.length), note);
  // A dismissed list stays closed while its trigger is being typed, and may open again once it is gone.
  if (dismissedAt !== null && trigger?.start !== dismissedAt) setDismissedAt(null);
  const open = trigger !== null && trigger.start !== dismissedAt;
  const canned = trigger?.kind === 'canned' ? matchingCanned(suggestions.cannedResponses, trigger.query) : [];
  const teammates = trigger?.kind === 'mention' ? matchingTeammates(suggestions.teammates, trigger.query) : [];
  const search = useArticleSearch(open && trigger?.kind === 'article' ? suggestions.organizationId : null, trigger?.kind === 'article' ? trigger.query : null);
  // Results for an older query stay hidden, so Enter never inserts an article the operator has typed past.
  const articles = trigger?.kind === 'article' && search.status === 'done' && search.query === trigger.query.trim() ? search.articles : [];
  const count = trigger?.kind === 'canned' ? canned.length : trigger?.kind === 'article' ? articles.length : teammates.length;
  const triggerKey = trigger ? `${trigger.kind}:${trigger.start}:${trigger.query}` : '';
  const activeIndex = active.key === triggerKey ? Math.min(active.index, Math.max(0, count - 1)) : 0;

  useLayoutEffect(() => {
    if (caretAfterChange.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(caretAfterChange.current, caretAfterChange.current);
    setCaret(caretAfterChange.current);
    caretAfterChange.current = null;
  }, [text, textarea]);

  const replaceTrigger = (insertion: string) => {
    if (!trigger) return;
    const end = Math.min(caret, text.length);
    caretAfterChange.current = trigger.start + insertion.length;
    onTextChange(text.slice(0, trigger.start) + insertion + text.slice(end));
  };

  const pick = (index: number) => {
    if (trigger?.kind === 'canned' && canned[index]) {
      replaceTrigger(fillVariables(canned[index].body, suggestions.variables));
    } else if (trigger?.kind === 'article' && articles[index]) {
      replaceTrigger(`${articleLink(articles[index])} `);
    } else if (trigger?.kind === 'mention' && teammates[index]) {
      const teammate = teammates[index];
      setPicked((current) => [...current.filter((mention) => mention.userId !== teammate.id), { name: teammate.name, userId: teammate.id }]);
      replaceTrigger(`@${teammate.name} `);
    }
  };

  /** Returns true when the key was for the open list (the composer then does nothing else with it). */
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return false;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ key: triggerKey, index: (activeIndex + step + count) % count });
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      if (count === 0) return false;
      event.preventDefault();
      pick(activeIndex);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      // Escape closes the list, not the conversation or a dialog around it.
      event.stopPropagation();
      setDismissedAt(trigger.start);
      return true;
    }
    return false;
  };

  const caretMoved = useCallback((position: number) => setCaret(position), []);

  const suggestionsShown: Suggestion[] =
    trigger?.kind === 'canned'
      ? canned.map((response) => ({ key: response.id, label: `/${response.shortcut} · ${response.title}`, detail: fillVariables(response.body, suggestions.variables) }))
      : trigger?.kind === 'article'
        ? articles.map((article) => ({ key: article.id, label: article.title, detail: article.excerpt || article.url, icon: <BookIcon className="size-4 shrink-0 text-indigo-600" /> }))
        : teammates.map((teammate) => ({ key: teammate.id, label: teammate.name, icon: <Avatar name={teammate.name} imageUrl={teammate.avatarUrl} size="xs" /> }));

  const popup = open ? (
    <SuggestionList
      id={listId}
      label={trigger.kind === 'canned' ? 'Canned responses' : trigger.kind === 'article' ? 'Insert an article' : 'Mention a teammate'}
      suggestions={suggestionsShown}
      activeIndex={activeIndex}
      emptyText={
        trigger.kind === 'canned'
          ? suggestions.cannedResponses.length === 0
            ? 'No canned responses yet. Admins add them in Settings → Canned responses.'
            : `No canned response matches “/${trigger.query}”.`
          : trigger.kind === 'article'
            ? articleSearchText(search, trigger.query)
            : `No teammate matches “@${trigger.query}”.`
      }
      onPick={pick}
      onHover={(index) => setActive({ key: triggerKey, index })}
    />
  ) : null;

  /** Puts text at the caret (replacing any selection) and leaves the caret after it, as typing it would. */
  const insertAtCaret = (insertion: string) => {
    const box = textarea.current;
    const start = box ? box.selectionStart : text.length;
    const end = box ? box.selectionEnd : text.length;
    caretAfterChange.current = start + insertion.length;
    onTextChange(text.slice(0, start) + insertion + text.slice(end));
    box?.focus();
  };

  return {
    popup,
    handleKeyDown,
    insertAtCaret,
    /** The toolbar's "Insert article": starts a "#" search at the caret, on a word of its own. */
    startArticleSearch: () => {
      const start = textarea.current?.selectionStart ?? text.length;
      insertAtCaret(start === 0 || /\s/.test(text[start - 1]) ? '#' : ' #');
    },
    caretMoved,
    /** The body to send: picked mentions become mention tokens. */
    encode: (body: string) => (note ? encodeMentions(body, picked) : body),
    /** After sending: forget the picked mentions. */
    reset: () => setPicked([]),
    textareaProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open && count > 0 ? listId : undefined,
      'aria-activedescendant': open && count > 0 ? suggestionOptionId(listId, activeIndex) : undefined,
      onSelect: (event: { currentTarget: HTMLTextAreaElement }) => setCaret(event.currentTarget.selectionStart),
    },
  };
}

function articleSearchText(search: ArticleSearchState, query: string): string {
  if (!query.trim()) return 'Type a few words to search your published articles.';
  if (search.status === 'failed') return 'Articles could not be searched. Check your connection and try again.';
  if (search.status === 'done' && search.query === query.trim()) return `No published article matches “${query.trim()}”.`;
  return 'Searching articles…';
}
