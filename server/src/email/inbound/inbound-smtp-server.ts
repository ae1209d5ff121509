import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { RateLimitedError } from '../../errors';
import type { Services } from '../../services';
import { receiveEmailReply } from './receive-email-reply';
import { parseReplyRecipient } from './reply-address';
import { quotedMessageIds, routeByQuotedIds, routeByToken, type ReplyRoute } from './route-reply';
import { SmtpRefusal, unknownRecipient } from './smtp-refusal';

export type InboundSmtpServer = { listen(): Promise<void>; port(): number; close(): Promise<void> };

/**
 * The built-in mail receiver for replies by email (INBOUND_SMTP_PORT). It accepts mail only for this server's reply
 * addresses: `reply+<token>@INBOUND_EMAIL_DOMAIN`, checked at RCPT so that a forged or unknown token is refused before
 * any content is sent, and the bare `reply@` mailbox, routed by the Message-IDs the email quotes. It relays nothing.
 */
export function createInboundSmtpServer(services: Services, options: { port: number; host: string; domain: string; maxBytes: number }): InboundSmtpServer {
  const { logger } = services;
  const server = new SMTPServer({
    name: options.domain,
    banner: 'Parley replies by email',
    size: options.maxBytes,
    // Mail servers deliver without signing in; TLS is left to a relay in front when wanted (see the email guide).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      checkRecipient(address.address, session).then(
        () => callback(),
        (error: unknown) => callback(refusalFor(error, session)),
      );
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        (answer) => callback(null, answer),
        (error: unknown) => callback(refusalFor(error, session)),
      );
    },
  });

  async function checkRecipient(address: string, session: SMTPServerSession): Promise<void> {
    const recipient = parseReplyRecipient(address, options.domain);
    if (recipient && 'bare' in recipient) return;
    if (recipient && (await routeByToken(services.db.prisma, recipient.token))) return;
    logger.warn('Refused inbound email to an unknown reply address', { to: address, from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', client: session.remoteAddress });
    throw unknownRecipient();
  }

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const raw = await upToLimit(stream, options.maxBytes);
    if (stream.sizeExceeded) throw new SmtpRefusal(552, `5.3.4 Message too large: the limit is ${options.maxBytes} bytes.`);
    const mail = await simpleParser(raw);
    const from = firstAddress(mail.from);
    const routes = new Map<string, ReplyRoute>();
    for (const { address } of session.envelope.rcptTo) {
      const recipient = parseReplyRecipient(address, options.domain);
      const route = recipient && 'token' in recipient
        ? await routeByToken(services.db.prisma, recipient.token)
        : await routeByQuotedIds(services.db.prisma, quotedMessageIds(mail.inReplyTo, mail.references), from);
      if (route) routes.set(route.threadId, route);
    }
    if (routes.size === 0) {
      logger.warn('Refused inbound email that quotes none of our emails to its sender', { from, client: session.remoteAddress });
      throw unknownRecipient();
    }
    // Without a Message-ID (rare), the content itself identifies a redelivery.
    const messageId = quotedMessageIds(mail.messageId)[0] ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const reply = { messageId, text: mail.text ?? '', attachments: mail.attachments, clientAddress: session.remoteAddress };
    let stored = 0;
    for (const route of routes.values()) if (await receiveEmailReply(services, route, reply)) stored += 1;
    logger.info('Received a reply by email', { messageId, threads: [...routes.keys()], stored });
    return stored > 0 ? 'Reply received' : 'Reply already received';
  }

  /** What the sending server hears: our refusals as they are, a rate limit as "try later", anything else as a temporary failure. */
  function refusalFor(error: unknown, session: SMTPServerSession): Error {
    if (error instanceof SmtpRefusal) return error;
    if (error instanceof RateLimitedError) return new SmtpRefusal(451, `4.7.1 ${error.message}`);
    logger.error('Could not receive an inbound email', { client: session.remoteAddress, error: String(error) });
    return new SmtpRefusal(451, '4.3.0 Could not receive this email now; try again later.');
  }

  return {
    listen: () =>
      new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(options.port, options.host, () => resolve());
      }),
    port: () => (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | undefined {
  return [field ?? []].flat()[0]?.value[0]?.address;
}

/** The message's bytes, reading to the end (the sender waits for our answer) but keeping nothing past the limit. */
async function upToLimit(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
