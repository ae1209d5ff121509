/** Slack's mrkdwn gives &, < and > a meaning: text we post is escaped so a visitor cannot write links or mentions. */
export function escapeForSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A Slack message's text as plain text: user, channel and link markup (`<@U1>`, `<#C1|general>`, `<https://…|label>`)
 * become what a reader saw, and the three escaped characters come back.
 */
export function plainTextFromSlack(text: string): string {
  return text
    .replace(/<([^<>|]+)\|([^<>]+)>/g, '$2')
    .replace(/<([^<>]+)>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Slack quotes a block line by line. */
export function quoteForSlack(text: string): string {
  return text
    .split('\n')
    .map((line) => `>${line}`)
    .join('\n');
}
