/** What the text before the caret asks for: a canned response after "/", a teammate after "@", an article after "#". */
export type ComposerTrigger = { kind: 'canned' | 'mention' | 'article'; start: number; query: string };

/** Article searches are a few words; past this the "#" is taken to be plain text. */
const longestArticleQuery = 60;

/**
 * The trigger being typed at the caret, if any: "/" or "@" at the start of a word, followed by what has
 * been typed since (no spaces), or "#" at the start of a word followed by words (spaces allowed, on one line).
 * Mentions only when `allowMentions` (in notes).
 */
export function triggerAt(text: string, caret: number, allowMentions: boolean): ComposerTrigger | null {
  const before = text.slice(0, caret);
  const article = /(?:^|\s)#([^\n#]*)$/.exec(before);
  if (article && article[1].length <= longestArticleQuery && !/^\s/.test(article[1])) {
    return { kind: 'article', start: caret - article[1].length - 1, query: article[1] };
  }
  const match = /(?:^|\s)([/@])([^\s/@]*)$/.exec(before);
  if (!match) return null;
  const kind = match[1] === '/' ? 'canned' : 'mention';
  if (kind === 'mention' && !allowMentions) return null;
  return { kind, start: caret - match[2].length - 1, query: match[2] };
}
