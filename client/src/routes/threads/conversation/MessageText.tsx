import { Fragment } from 'react';
import { splitMentions } from './mentions';
import { useMentionName } from './mentionNames';

const urlPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

type MessageTextProps = {
  body: string;
  linkClassName?: string;
  /** Notes show their @mentions as names; elsewhere the same characters are just text. */
  mentions?: boolean;
};

/**
 * A message body as plain text, its web addresses made into links (and, in notes, its mentions into
 * highlighted names). Built from React text nodes, never from HTML, so nothing a visitor types can run or
 * restyle the dashboard.
 */
export function MessageText({ body, linkClassName, mentions = false }: MessageTextProps) {
  if (!mentions) return <LinkedText text={body} linkClassName={linkClassName} />;
  return (
    <>
      {splitMentions(body).map((part, index) =>
        'mention' in part ? (
          <MentionName key={index} userId={part.mention.userId} writtenName={part.mention.name} />
        ) : (
          <LinkedText key={index} text={part.text} linkClassName={linkClassName} />
        ),
      )}
    </>
  );
}

function MentionName({ userId, writtenName }: { userId: string; writtenName: string }) {
  const name = useMentionName(userId, writtenName);
  return <span className="rounded bg-amber-200/80 px-1 font-semibold text-amber-950">@{name}</span>;
}

function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const parts: Array<{ text: string; url: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index), url: false });
    parts.push({ text: match[0], url: true });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), url: false });
  return (
    <>
      {parts.map((part, index) =>
        part.url ? (
          <a key={index} href={part.text} target="_blank" rel="noopener noreferrer nofollow" className={linkClassName}>
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
