import { z } from 'zod';
import { isWebAddress } from '../validation';
import { checkOrigin } from './origin-rule';

/** Input rules for a widget's settings, shared by the mutation and by reading the stored pre-chat fields back. */

export const colorInput = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'Use a hex colour like #4f46e5.')
  .transform((color) => color.toLowerCase());

export const launcherTextInput = z.string().trim().max(30, 'Keep the launcher text to 30 characters or fewer.');

export const greetingInput = z.string().trim().max(200, 'Keep the greeting to 200 characters or fewer.');

export const avatarUrlInput = z
  .string()
  .trim()
  .max(2000, 'Image addresses are at most 2,000 characters.')
  .refine((url) => url === '' || isWebAddress(url), 'Use an image address starting with https://.')
  .transform((url) => url || null);

const preChatField = z.object({
  label: z.string().trim().min(1, 'Give every pre-chat field a label.').max(60, 'Keep pre-chat field labels to 60 characters or fewer.'),
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Field keys use lowercase letters, digits and _ and start with a letter (e.g. order_number).'),
  required: z.boolean(),
});

export type PreChatField = z.infer<typeof preChatField>;

// Issues stay on the list itself (not on one item's property), so the form can show them beside the whole list.
export const preChatFieldsInput = z.array(z.unknown()).max(5, 'Ask for at most 5 extra fields.').transform((items, context) => {
  const fields: PreChatField[] = [];
  for (const [index, item] of items.entries()) {
    const parsed = preChatField.safeParse(item);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: `Field ${index + 1}: ${parsed.error.issues[0].message}` });
      return z.NEVER;
    }
    if (parsed.data.key === 'email') {
      context.addIssue({ code: 'custom', message: `Field ${index + 1}: “email” is asked for by the email setting above; choose another key.` });
      return z.NEVER;
    }
    if (fields.some((field) => field.key === parsed.data.key)) {
      context.addIssue({ code: 'custom', message: `Field ${index + 1}: the key “${parsed.data.key}” is used twice.` });
      return z.NEVER;
    }
    fields.push(parsed.data);
  }
  return fields;
});

/** The stored JSON, trusted only as far as it parses: anything malformed reads as no extra fields. */
export function storedPreChatFields(json: unknown): PreChatField[] {
  const parsed = preChatFieldsInput.safeParse(json);
  return parsed.success ? parsed.data : [];
}

export const allowedOriginsInput = z.array(z.string()).max(50, 'List at most 50 websites.').transform((entries, context) => {
  const origins = new Set<string>();
  for (const entry of entries.filter((text) => text.trim() !== '')) {
    const { origin, problem } = checkOrigin(entry);
    if (problem !== undefined) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    origins.add(origin);
  }
  return [...origins];
});

