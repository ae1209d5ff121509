import EmailReplyParser from 'email-reply-parser';

/**
 * What the visitor wrote in their reply, without the history their mail program quoted below it ("On … wrote:",
 * "> …", forwarded headers) or their signature ("-- ", "Sent from my iPhone"). The parsing is the library's, which
 * knows the quoting habits of the common mail programs in several languages.
 */
export function visibleReply(text: string): string {
  return new EmailReplyParser().read(text.replace(/\r\n/g, '\n')).getVisibleText().trim();
}
