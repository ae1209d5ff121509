import { z } from 'zod';
import type { Contact, PrismaClient } from '../generated/prisma/client';
import { FieldError, ValidationError } from '../errors';
import { emailInput } from '../validation';
import { storedPreChatFields } from '../widgets/widget-settings';
import { mergeContactMetadata } from './contact-metadata';

const answerInput = z.string().trim().max(500, 'Answers are at most 500 characters.');

export type VisitorDetails = { email?: string | null; answers?: Record<string, unknown> | null };

/**
 * Records what a visitor typed into the email card or the pre-chat form: the email on the contact, each answer in
 * its metadata under the field's key (merged: the page's own attributes stay). Everything is checked first, so a bad
 * field changes nothing.
 */
export async function saveVisitorDetails(prisma: PrismaClient, contactId: string, details: VisitorDetails): Promise<Contact> {
  const contact = await prisma.contact.findUniqueOrThrow({ where: { id: contactId }, include: { widget: { select: { preChatFields: true } } } });
  const fieldErrors: FieldError[] = [];
  const email = details.email == null ? undefined : emailInput.safeParse(details.email);
  if (email && !email.success) fieldErrors.push(new FieldError('email', email.error.issues[0].message));
  const answers: Record<string, string> = {};
  if (details.answers) {
    for (const field of storedPreChatFields(contact.widget.preChatFields)) {
      const raw = details.answers[field.key];
      const parsed = answerInput.safeParse(typeof raw === 'string' ? raw : '');
      if (!parsed.success) fieldErrors.push(new FieldError(field.key, parsed.error.issues[0].message));
      else if (field.required && !parsed.data) fieldErrors.push(new FieldError(field.key, `${field.label} is required.`));
      else if (parsed.data) answers[field.key] = parsed.data;
    }
  }
  if (fieldErrors.length > 0) throw new ValidationError(fieldErrors[0].message, fieldErrors);
  return mergeContactMetadata(prisma, contactId, answers, email?.success ? { email: email.data } : {});
}
