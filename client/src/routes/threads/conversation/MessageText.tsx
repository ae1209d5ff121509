import { Fragment } from 'react';

const urlPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * A message body as plain text, its web addresses made into links. Built from React text nodes, never
 * from HTML, so nothing a visitor types can run or restyle the dashboard.
 */
export function MessageText({ body, linkClassName }: { body: string; linkClassName?: string }) {
  const parts: Array<{ text: string; url: boolean }> = [];
  let last = 0;
  for (const match of body.matchAll(urlPattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: body.slice(last, index), url: false });
    parts.push({ text: match[0], url: true });
    last = index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), url: false });
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
