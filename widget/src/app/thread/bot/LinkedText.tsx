import { Fragment } from 'react';

const urlPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * Text with its web addresses as links opening in a new tab, built from text nodes (never HTML): the answer bot cites
 * help articles by their addresses.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: { text: string; url: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), url: false });
    parts.push({ text: match[0], url: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), url: false });
  return (
    <>
      {parts.map((part, index) =>
        part.url ? (
          <a key={index} href={part.text} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
