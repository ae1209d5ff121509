import type { TranslatedLanguage } from '../widgets/widget-translations';
import type { Email } from './mailer';
import { visitorEmailTexts } from './visitor-email-texts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every email has one call to action; the plain-text part carries the bare link so any client can follow it. */
function actionEmail(to: string, subject: string, intro: string, action: string, link: string, outro: string): Email {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="white-space:pre-line">${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#6b7280;font-size:14px">${escapeHtml(outro)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verifyEmail(to: string, name: string, link: string): Email {
  return actionEmail(
    to,
    'Confirm your email address',
    `Hi ${name}, welcome to Parley. Confirm your email address to start answering your visitors.`,
    'Confirm email',
    link,
    'The link expires in 24 hours. If you did not sign up, ignore this email.',
  );
}

export function changeEmail(to: string, name: string, link: string): Email {
  return actionEmail(
    to,
    'Confirm your new email address',
    `Hi ${name}, confirm that you want to use this address for your Parley account.`,
    'Confirm new email',
    link,
    'The link expires in 24 hours. Until you confirm, your old address stays in use.',
  );
}

export function resetPassword(to: string, name: string, link: string): Email {
  return actionEmail(
    to,
    'Reset your password',
    `Hi ${name}, someone asked to reset the password of your Parley account.`,
    'Choose a new password',
    link,
    'The link expires in 1 hour and works once. If it was not you, ignore this email: your password stays the same.',
  );
}

/** For register with an address that already has an account: its holder hears of it, and nobody else learns it exists. */
export function accountAlreadyExists(to: string, name: string, signInLink: string): Email {
  return actionEmail(
    to,
    'You already have a Parley account',
    `Hi ${name}, someone tried to create a Parley account with this address. It already has one: sign in with it instead.`,
    'Sign in',
    signInLink,
    'Forgot your password? Choose “Forgot password?” on the sign-in page. If it was not you, ignore this email: nothing changed.',
  );
}

/** For an email change to an address that already has an account: its holder hears of it instead of getting a link. */
export function addressAlreadyInUse(to: string, name: string, signInLink: string): Email {
  return actionEmail(
    to,
    'Your address was entered for another Parley account',
    `Hi ${name}, someone asked to move another Parley account to this address. It already belongs to your account, so nothing changed.`,
    'Sign in',
    signInLink,
    'If it was you, change the email of the other account to a different address. Otherwise ignore this email.',
  );
}

export function signInLink(to: string, name: string, link: string): Email {
  return actionEmail(
    to,
    'Your Parley sign-in link',
    `Hi ${name}, here is the sign-in link you asked for.`,
    'Sign in to Parley',
    link,
    'The link expires in 15 minutes and works once. If you did not ask for it, ignore this email: someone may be guessing your password, which is why sign-in by password is slowed down for now.',
  );
}

export function invitation(to: string, inviterName: string, organizationName: string, link: string): Email {
  return actionEmail(
    to,
    `${inviterName} invited you to ${organizationName} on Parley`,
    `${inviterName} invited you to answer conversations with the ${organizationName} team on Parley.`,
    'Accept invitation',
    link,
    'The invitation expires in 7 days.',
  );
}

export function unansweredThread(
  to: string,
  details: { operatorName: string; contactName: string; preview: string; minutes: number; link: string },
): Email {
  const waited = details.minutes >= 60 ? `${details.minutes / 60} hour${details.minutes === 60 ? '' : 's'}` : `${details.minutes} minutes`;
  return actionEmail(
    to,
    `${details.contactName} is waiting for a reply`,
    `Hi ${details.operatorName}, ${details.contactName} has been waiting for a reply for ${waited}: “${details.preview}”`,
    'Open the conversation',
    details.link,
    'You get this email once per wait. Change the delay or turn it off under Settings → Account → Notifications.',
  );
}
export function mention(to: string, authorName: string, conversationName: string, note: string, link: string): Email {
  const excerpt = note.length > 500 ? `${note.slice(0, 499)}…` : note;
  return actionEmail(
    to,
    `${authorName} mentioned you in a conversation with ${conversationName}`,
    `${authorName} mentioned you in an internal note:\n\n“${excerpt}”`,
    'Open the conversation',
    link,
    'Notes are internal: the visitor never sees them. You can turn these emails off in your notification preferences.',
  );
}

export type MissedReply = { authorName: string; body: string };

/** The team's replies a visitor did not read in the chat, in full, with a way back to the conversation. */
/** `startedByTeam`: the team wrote first (from the contact's page), so there is no earlier message of theirs to answer. */
/** `subject` and `intro`: the widget's own words in the visitor's language, in place of the English defaults. */
export function missedReplies(
  to: string,
  organizationName: string,
  replies: readonly MissedReply[],
  link: string,
  {
    replyByEmail = false,
    startedByTeam = false,
    subject: ownSubject,
    intro: ownIntro,
    language = null,
  }: { replyByEmail?: boolean; startedByTeam?: boolean; subject?: string; intro?: string; language?: TranslatedLanguage | null } = {},
): Email {
  const words = visitorEmailTexts(language);
  const subject = ownSubject ?? (startedByTeam ? words.subjectStarted(organizationName) : words.subjectReply(organizationName));
  const why = startedByTeam ? words.whyHasAddress(organizationName) : words.whyLeftAddress(organizationName);
  const howToAnswer = replyByEmail ? words.answerByEmail : words.continueConversation;
  const quoted = replies.map((reply) => `${reply.authorName}:\n${reply.body}`).join('\n\n');
  const intro = ownIntro ?? (startedByTeam ? words.introStarted(organizationName) : words.introReplies(organizationName, replies.length));
  const text = `${intro}\n\n${quoted}\n\n${howToAnswer}: ${link}\n\n${why}\n`;
  const items = replies
    .map(
      (reply) => `<div style="margin:0 0 16px">
<p style="margin:0 0 4px;font-weight:600">${escapeHtml(reply.authorName)}</p>
<p style="margin:0;padding:12px 14px;background:#f3f4f6;border-radius:10px;white-space:pre-wrap">${escapeHtml(reply.body)}</p>
</div>`,
    )
    .join('\n');
  const htmlLanguage = language ?? 'en';
  const html = `<!doctype html><html lang="${htmlLanguage}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(ownIntro ?? (startedByTeam ? words.introStarted(organizationName) : words.replied(organizationName)))}</p>
${items}
${replyByEmail ? `<p>${escapeHtml(words.answerByEmailLead)}</p>\n` : ''}<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(words.continueConversation)}</a></p>
<p style="color:#6b7280;font-size:14px">${escapeHtml(why)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** Sent to an organization's admins when the server turns a webhook endpoint off. */
export function webhookEndpointDisabled(to: string, organizationName: string, url: string, reason: string, link: string): Email {
  return actionEmail(
    to,
    `A webhook endpoint of ${organizationName} was turned off`,
    `Parley stopped sending events to ${url}: ${reason}\n\nEvents that happen while it is off are not sent to it.`,
    'Review webhooks',
    link,
    'Fix the receiver, then turn the endpoint back on under Settings → Integrations → Webhooks.',
  );
}

/** To every member when an owner schedules the organization's deletion: what goes, when, and that owners can still cancel. */
export function organizationDeletionScheduled(to: string, name: string, organizationName: string, deletionAt: Date, settingsLink: string): Email {
  return actionEmail(
    to,
    `${organizationName} will be deleted on ${deletionAt.toUTCString().slice(0, 16)}`,
    `Hi ${name}, an owner of ${organizationName} asked to delete it. On ${deletionAt.toUTCString()}, its conversations, contacts, files and settings will be deleted for good. Your own Parley account stays.`,
    'Open organization settings',
    settingsLink,
    'Until then an owner can cancel the deletion in Settings → Organization, and can export the organization first.',
  );
}

export function organizationExportReady(to: string, name: string, organizationName: string, link: string, expiresAt: Date): Email {
  return actionEmail(
    to,
    `Your export of ${organizationName} is ready`,
    `Hi ${name}, the export you asked for is ready: one zip file with ${organizationName}'s conversations, contacts, members, settings, help center articles and every file.`,
    'Download the export',
    link,
    `The link works once, until ${expiresAt.toUTCString()}. After that, start a new export in Settings → Organization. If you did not ask for this export, tell the other owners.`,
  );
}
