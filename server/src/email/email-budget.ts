import type { Context } from '../graphql/context';

/** What an email is for; each kind has its own budget per recipient, so one kind being spent does not block another. */
export type EmailPurpose = 'signUp' | 'verification' | 'passwordReset' | 'signInLink' | 'emailChange' | 'invitation';

/**
 * Every mutation that sends email spends from two budgets first: the sender's (the signed-in user, or the
 * client's address when signed out) and the recipient's for that kind of email. Spending happens whether or
 * not an email is then sent (e.g. to an unknown address), so a refusal says nothing about who has an account.
 * Throws RateLimitedError when either budget is spent.
 */
export async function spendEmailBudget(context: Context, purpose: EmailPurpose, recipient: string): Promise<void> {
  const { rateLimits } = context.services;
  const sender = context.session ? `user:${context.session.userId}` : `address:${context.clientIp}`;
  await rateLimits.consume('emailPerSender', sender);
  await rateLimits.consume('emailPerRecipient', `${purpose}:${recipient}`);
}
