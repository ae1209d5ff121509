/** A refusal the SMTP listener answers with its own code, so the sending server knows whether to retry (4xx) or bounce (5xx). */
export class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const unknownRecipient = () => new SmtpRefusal(550, '5.1.1 No such reply address: reply from the email you received, or continue in the chat.');
