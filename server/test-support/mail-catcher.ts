import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CaughtEmail = { to: string[]; subject: string; text: string; html: string; replyTo: string[]; messageId: string };

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startMailCatcher() {
  const received: CaughtEmail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // A message that can't be parsed is refused, so the sender's test fails on it instead of waiting.
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          received.push({
            to: (email.to ?? []).map((address) => address.address ?? ''),
            subject: email.subject ?? '',
            text: email.text ?? '',
            html: email.html ?? '',
            replyTo: (email.replyTo ?? []).map((address) => address.address ?? ''),
            messageId: email.messageId ?? '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first email to this address whose subject matches, received after `since` others, waiting for it. */
    async waitFor(to: string, subject: RegExp, { since = 0, timeoutMs = 5000 } = {}): Promise<CaughtEmail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(since).find((email) => email.to.includes(to) && subject.test(email.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link in an email's text that points at the given path. */
export function linkIn(email: CaughtEmail, path: string): URL {
  const match = email.text.match(new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?[^\\s]+`));
  if (!match) throw new Error(`No ${path} link in email "${email.subject}":\n${email.text}`);
  return new URL(match[0]);
}
