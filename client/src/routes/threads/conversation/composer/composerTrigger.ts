/** What the text before the caret asks for: a canned response after "/", or a teammate after "@". */
export type ComposerTrigger = { kind: 'canned' | 'mention'; start: number; query: string };

/**
 * The trigger being typed at the caret, if any: "/" or "@" at the start of a word, followed by what has
 * been typed since (no spaces). Mentions only when `allowMentions` (in notes).
 */
export function triggerAt(text: string, caret: number, allowMentions: boolean): ComposerTrigger | null {
  const match = /(?:^|\s)([/@])([^\s/@]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const kind = match[1] === '/' ? 'canned' : 'mention';
  if (kind === 'mention' && !allowMentions) return null;
  return { kind, start: caret - match[2].length - 1, query: match[2] };
}
