import { z } from 'zod';
import { NotFoundError, RateLimitedError } from '../../errors';
import { findSiteWidget } from '../../site/site-organization';
import { openSupportThread } from '../../site/support-thread';
import { publishMessageAdded } from '../../conversations/publish';
import { emailInput, nameInput } from '../../validation';
import { builder } from '../builder';

const messageInput = z.string().trim().min(1, 'Write your message.').max(5000, 'Keep your message under 5,000 characters.');

builder.relayMutationField(
  'submitSupportRequest',
  {
    description: "The public site's contact form: opens a thread in the support inbox of the site organization.",
    inputFields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      message: t.string({ required: true }),
    }),
    validate: z.object({ name: nameInput, email: emailInput, message: messageInput }),
  },
  {
    errors: { types: [RateLimitedError, NotFoundError] },
    resolve: async (_root, { input }, context) => {
      const { prisma, services } = context;
      if (!services.config.publicSite) throw new NotFoundError('This install has no public site, so no support form.');
      await services.rateLimits.consume('supportRequest', `ip:${context.clientIp}`, `email:${input.email}`);
      const widget = await findSiteWidget(prisma, services.config);
      if (!widget) throw new Error('The site organization has no widget for SITE_WIDGET_CLIENT_ID');
      const { thread, message } = await openSupportThread(prisma, { organizationId: widget.organizationId, widgetId: widget.id, ...input });
      publishMessageAdded(services, thread, message, true);
      return { threadId: thread.id };
    },
  },
  {
    outputFields: (t) => ({
      threadId: t.globalID({ description: 'The thread the request opened.', resolve: (payload) => ({ type: 'Thread', id: payload.threadId }) }),
    }),
  },
);
