import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes (see inbound email); the sender's address when unset. */
  replyTo?: string;
  /** Our own Message-ID, angle brackets included, when we need to recognise replies that quote it. */
  messageId?: string;
};

export type Mailer = { send(email: Email): Promise<void>; close(): void };

/** Sends through SMTP when configured; otherwise prints each email, links included, to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(email) {
        const replyTo = email.replyTo ? ` (reply to ${email.replyTo})` : '';
        options.logger.info(`Email to ${email.to}${replyTo}: ${email.subject}\n${email.text}\n`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from: options.from, ...email });
    },
    close() {
      transport.close();
    },
  };
}
