/**
 * A mention in a note's body is stored as `@[Name](userId)`: the id keeps it pointing at the teammate
 * whatever they are called later; the name is how it reads where the dashboard is not (emails).
 */
const mentionPattern = /@\[([^\]\n]{1,100})\]\(([^)\s]{1,200})\)/g;

export type Mentioned = { name: string; userId: string };

export type BodyPart = { text: string } | { mention: Mentioned };

export function mentionToken({ name, userId }: Mentioned): string {
  return `@[${name.replace(/[\]\n]/g, ' ').trim()}](${userId})`;
}

/** A body cut into text and mentions, in order. */
export function splitMentions(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(mentionPattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: body.slice(last, index) });
    parts.push({ mention: { name: match[1], userId: match[2] } });
    last = index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the composer sends: each "@Name" the operator picked from the list becomes a mention token. Names
 * edited afterwards no longer match and stay plain text, as typed.
 */
export function encodeMentions(text: string, picked: readonly Mentioned[]): string {
  const longestFirst = [...picked].sort((a, b) => b.name.length - a.name.length);
  let encoded = text;
  for (const teammate of longestFirst) {
    encoded = encoded.replace(new RegExp(`(^|[^\\w\\]])@${escapeRegExp(teammate.name)}(?![\\w])`, 'g'), (_whole, before: string) => `${before}${mentionToken(teammate)}`);
  }
  return encoded;
}
