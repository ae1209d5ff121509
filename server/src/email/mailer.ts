import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export type Email = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(email: Email): Promise<void>; close(): void };

/** Sends through SMTP when configured; otherwise prints each email, links included, to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(email) {
        options.logger.info(`Email to ${email.to}: ${email.subject}\n${email.text}\n`);
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
