import { createHmac, timingSafeEqual } from 'node:crypto';

const hourMs = 60 * 60 * 1000;

/** Where an attachment is downloaded: the file name is only there to name the saved file. */
export function attachmentPath(attachment: { id: string; fileName: string }): string {
  return `/attachments/${attachment.id}/${encodeURIComponent(attachment.fileName)}`;
}

const signatureOf = (secret: Buffer, attachmentId: string, contactId: string, expires: number) =>
  createHmac('sha256', secret).update(`attachment:${attachmentId}:${contactId}:${expires}`).digest('base64url');

/**
 * A link only this visitor's widget is given: the widget's frame cannot send our cookies, and an <img>
 * cannot send its bearer token. It expires at the end of the next full hour (1 to 2 hours from now),
 * so it stays the same, and cacheable, for an hour at a time.
 */
export function signedVisitorLink(secret: Buffer, attachment: { id: string; fileName: string }, contactId: string, now = Date.now()): string {
  const expires = Math.ceil(now / hourMs) * hourMs + hourMs;
  const query = new URLSearchParams({ visitor: contactId, expires: String(expires / 1000), signature: signatureOf(secret, attachment.id, contactId, expires / 1000) });
  return `${attachmentPath(attachment)}?${query}`;
}

/** The visitor a download link was signed for, or null when the signature is wrong or has expired. */
export function visitorOfSignedLink(secret: Buffer, attachmentId: string, query: URLSearchParams, now = Date.now()): string | null {
  const contactId = query.get('visitor');
  const expires = Number(query.get('expires'));
  const signature = query.get('signature');
  if (!contactId || !signature || !Number.isInteger(expires) || expires * 1000 <= now) return null;
  const expected = Buffer.from(signatureOf(secret, attachmentId, contactId, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? contactId : null;
}
