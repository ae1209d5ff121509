import { z } from 'zod';
import { passwordLength } from '../../client/src/lib/passwordRule';
import { isReservedSlug } from './knowledge/slug';

/** Input rules shared by every mutation that takes these values. */
export const emailInput = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email addresses are at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

/** A new password's length; how easy it is to guess is checked with its owner's details (auth/password-checker). */
export const passwordInput = z
  .string()
  .min(passwordLength.min, `Use at least ${passwordLength.min} characters.`)
  .max(passwordLength.max, `Use at most ${passwordLength.max} characters.`);

export const nameInput = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');

export const timezoneInput = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list.');

/** An absolute http(s) address: the only kind stored to be shown as a link or loaded as an image. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}

/**
 * A page's address (a visitor's page and referrer, where the widget was last seen): http(s) only, so nothing stored can
 * become a `javascript:` or `data:` link in the dashboard.
 */
export const webAddressInput = z
  .string()
  .trim()
  .max(2000, 'Web addresses are at most 2,000 characters.')
  .refine(isWebAddress, 'Enter a web address starting with https:// or http://.');

export const localeInput = z.enum(['en', 'es', 'fr', 'de', 'pt'], 'Choose a supported language.');

/** A sender's idempotency key (a UUID in our clients; anything short and stable works). */
export const clientIdInput = z.string().trim().min(1, 'A client id is required.').max(100, 'Client ids are at most 100 characters.');

const messageTextInput = z.string().trim().max(10_000, 'Messages are at most 10,000 characters.');

export const messageBodyInput = messageTextInput.min(1, 'Write a message first.');

/**
 * A message that may carry files: at most ten, and its text may be empty when files go with it.
 * `shape` holds the input's other fields.
 */
export function messageWithAttachmentsInput<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .looseObject({
      ...shape,
      body: messageTextInput,
      attachmentIds: z.array(z.unknown()).max(10, 'Send at most 10 files per message.').optional().nullable(),
    })
    .refine(
      (input) => {
        const { body, attachmentIds } = input as { body: string; attachmentIds?: unknown[] | null };
        return body.length > 0 || (attachmentIds?.length ?? 0) > 0;
      },
      { path: ['body'], message: 'Write a message first.' },
    );
}

/** Labels are short tags; their colour is a 6-digit hex colour chosen from the palette or typed. */
export const labelNameInput = z.string().trim().min(1, 'Enter a name.').max(40, 'Use at most 40 characters.');

export const colorInput = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Choose a colour such as #4f46e5.');

/** Typed after "/" in the composer: lower-case letters, digits, dashes and underscores; a leading "/" is dropped. */
export const shortcutInput = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^\/+/, ''))
  .pipe(z.string().min(1, 'Enter a shortcut.').max(32, 'Use at most 32 characters.').regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use letters, digits, dashes and underscores only, without spaces.'));

export const cannedTitleInput = z.string().trim().min(1, 'Enter a title.').max(100, 'Use at most 100 characters.');

export const cannedBodyInput = z.string().trim().min(1, 'Write the response.').max(5_000, 'Responses are at most 5,000 characters.');

export const collectionNameInput = z.string().trim().min(1, 'Enter a name.').max(80, 'Use at most 80 characters.');
export const collectionDescriptionInput = z.string().trim().max(300, 'Use at most 300 characters.');
export const articleTitleInput = z.string().trim().min(1, 'Enter a title.').max(150, 'Use at most 150 characters.');
export const articleExcerptInput = z.string().trim().max(300, 'Use at most 300 characters.');
export const articleBodyInput = z.string().trim().min(1, 'Write the article.').max(100_000, 'Articles are at most 100,000 characters.');
/** The article's address under the help center: lower-case words joined by dashes. */
export const articleSlugInput = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an address.')
  .max(100, 'Use at most 100 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters and digits joined by single dashes.')
  .refine((slug) => !isReservedSlug(slug), 'This address is taken by one of the help center’s own pages.');
/** Empty: the default name. */
export const answerBotNameInput = z.string().trim().max(40, 'Use at most 40 characters.');

export const helpCenterTitleInput = z.string().trim().max(80, 'Use at most 80 characters.');
