import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PrismaClient } from '../generated/prisma/client';

/**
 * What each NDJSON file of an organization export holds, one line per row (docs/export-format.md lists every field).
 * Each file is read a page at a time, in id order after the last id read, and only ever from the one organization.
 * Secrets stay out: no password hashes, second factors, identity secrets, tokens or storage keys.
 */
export type RecordFile = {
  name: string;
  count(prisma: PrismaClient, organizationId: string): Promise<number>;
  page(prisma: PrismaClient, organizationId: string, afterId: string | null, take: number): Promise<{ id: string; record: Record<string, unknown> }[]>;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
const gid = (type: string, id: string | null) => (id === null ? null : encodeGlobalID(type, id));
const after = (afterId: string | null) => (afterId === null ? {} : { id: { gt: afterId } });

export const organizationFile: RecordFile = {
  name: 'organization.ndjson',
  count: async () => 1,
  async page(prisma, organizationId, afterId) {
    if (afterId !== null) return [];
    const organization = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } });
    return [
      {
        id: organization.id,
        record: {
          id: gid('Organization', organization.id),
          name: organization.name,
          slug: organization.slug,
          timezone: organization.timezone,
          plan: organization.plan,
          officeHoursEnabled: organization.officeHoursEnabled,
          officeHours: organization.officeHours,
          holidays: organization.holidays,
          awayMessage: organization.awayMessage,
          awayBehavior: organization.awayBehavior,
          autoReplyEnabled: organization.autoReplyEnabled,
          autoReply: organization.autoReply,
          replyTimeMinutes: organization.replyTimeMinutes,
          assignOnReply: organization.assignOnReply,
          helpCenterEnabled: organization.helpCenterEnabled,
          helpCenterTitle: organization.helpCenterTitle,
          answerFirstEnabled: organization.answerFirstEnabled,
          requireTwoFactor: organization.requireTwoFactor,
          erasureKeepsCounts: organization.erasureKeepsCounts,
          retentionThreadDays: organization.retentionThreadDays,
          retentionFileDays: organization.retentionFileDays,
          createdAt: iso(organization.createdAt),
        },
      },
    ];
  },
};

export const widgetsFile: RecordFile = {
  name: 'widgets.ndjson',
  count: (prisma, organizationId) => prisma.widget.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const widgets = await prisma.widget.findMany({ where: { organizationId, ...after(afterId) }, orderBy: { id: 'asc' }, take });
    return widgets.map((widget) => ({
      id: widget.id,
      record: {
        id: gid('Widget', widget.id),
        name: widget.name,
        clientId: widget.clientId,
        enabled: widget.enabled,
        color: widget.color,
        position: widget.position,
        launcherText: widget.launcherText,
        greeting: widget.greeting,
        locale: widget.locale,
        askForEmail: widget.askForEmail,
        preChatFields: widget.preChatFields,
        allowedOrigins: widget.allowedOrigins,
        identityVerification: widget.identityVerification,
        defaultTeamId: gid('Team', widget.defaultTeamId),
        createdAt: iso(widget.createdAt),
        updatedAt: iso(widget.updatedAt),
      },
    }));
  },
};

export const membersFile: RecordFile = {
  name: 'members.ndjson',
  count: (prisma, organizationId) => prisma.membership.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const memberships = await prisma.membership.findMany({
      where: { organizationId, ...after(afterId) },
      orderBy: { id: 'asc' },
      take,
      include: { user: { select: { id: true, name: true, email: true, locale: true, emailVerifiedAt: true } } },
    });
    return memberships.map((membership) => ({
      id: membership.id,
      record: {
        id: gid('User', membership.user.id),
        name: membership.user.name,
        email: membership.user.email,
        emailVerified: membership.user.emailVerifiedAt !== null,
        locale: membership.user.locale,
        role: membership.role,
        joinedAt: iso(membership.createdAt),
      },
    }));
  },
};

export const teamsFile: RecordFile = {
  name: 'teams.ndjson',
  count: (prisma, organizationId) => prisma.team.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const teams = await prisma.team.findMany({
      where: { organizationId, ...after(afterId) },
      orderBy: { id: 'asc' },
      take,
      include: { members: { select: { userId: true }, orderBy: { createdAt: 'asc' } } },
    });
    return teams.map((team) => ({
      id: team.id,
      record: { id: gid('Team', team.id), name: team.name, memberIds: team.members.map((member) => gid('User', member.userId)), createdAt: iso(team.createdAt) },
    }));
  },
};

export const labelsFile: RecordFile = {
  name: 'labels.ndjson',
  count: (prisma, organizationId) => prisma.label.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const labels = await prisma.label.findMany({ where: { organizationId, ...after(afterId) }, orderBy: { id: 'asc' }, take });
    return labels.map((label) => ({ id: label.id, record: { id: gid('Label', label.id), name: label.name, color: label.color, createdAt: iso(label.createdAt) } }));
  },
};

export const cannedResponsesFile: RecordFile = {
  name: 'canned-responses.ndjson',
  count: (prisma, organizationId) => prisma.cannedResponse.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const responses = await prisma.cannedResponse.findMany({ where: { organizationId, ...after(afterId) }, orderBy: { id: 'asc' }, take });
    return responses.map((response) => ({
      id: response.id,
      record: {
        id: gid('CannedResponse', response.id),
        shortcut: response.shortcut,
        title: response.title,
        body: response.body,
        createdById: gid('User', response.createdById),
        createdAt: iso(response.createdAt),
        updatedAt: iso(response.updatedAt),
      },
    }));
  },
};

export const knowledgeCollectionsFile: RecordFile = {
  name: 'knowledge-collections.ndjson',
  count: (prisma, organizationId) => prisma.knowledgeCollection.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const collections = await prisma.knowledgeCollection.findMany({ where: { organizationId, ...after(afterId) }, orderBy: { id: 'asc' }, take });
    return collections.map((collection) => ({
      id: collection.id,
      record: {
        id: gid('KnowledgeCollection', collection.id),
        name: collection.name,
        description: collection.description,
        icon: collection.icon,
        position: collection.position,
        createdAt: iso(collection.createdAt),
        updatedAt: iso(collection.updatedAt),
      },
    }));
  },
};

export const knowledgeArticlesFile: RecordFile = {
  name: 'knowledge-articles.ndjson',
  count: (prisma, organizationId) => prisma.knowledgeArticle.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const articles = await prisma.knowledgeArticle.findMany({ where: { organizationId, ...after(afterId) }, orderBy: { id: 'asc' }, take });
    return articles.map((article) => ({
      id: article.id,
      record: {
        id: gid('KnowledgeArticle', article.id),
        collectionId: gid('KnowledgeCollection', article.collectionId),
        title: article.title,
        slug: article.slug,
        locale: article.locale,
        status: article.status,
        body: article.body,
        excerpt: article.excerpt,
        position: article.position,
        translationGroupId: gid('KnowledgeArticle', article.translationGroupId),
        authorId: gid('User', article.authorId),
        viewCount: article.viewCount,
        helpfulCount: article.helpfulCount,
        notHelpfulCount: article.notHelpfulCount,
        publishedAt: iso(article.publishedAt),
        createdAt: iso(article.createdAt),
        updatedAt: iso(article.updatedAt),
      },
    }));
  },
};

export const contactsFile: RecordFile = {
  name: 'contacts.ndjson',
  count: (prisma, organizationId) => prisma.contact.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const contacts = await prisma.contact.findMany({ where: { organizationId, ...after(afterId) }, orderBy: { id: 'asc' }, take });
    return contacts.map((contact) => ({
      id: contact.id,
      record: {
        id: gid('Contact', contact.id),
        number: contact.number,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        company: contact.company,
        externalId: contact.externalId,
        identityVerifiedBy: contact.identityVerifiedBy,
        metadata: contact.metadata,
        attributes: contact.attributes,
        widgetId: gid('Widget', contact.widgetId),
        currentUrl: contact.currentUrl,
        referrer: contact.referrer,
        userAgent: contact.userAgent,
        language: contact.language,
        firstSeenAt: iso(contact.firstSeenAt),
        lastSeenAt: iso(contact.lastSeenAt),
        erasedAt: iso(contact.erasedAt),
      },
    }));
  },
};

export const threadsFile: RecordFile = {
  name: 'threads.ndjson',
  count: (prisma, organizationId) => prisma.thread.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const threads = await prisma.thread.findMany({
      where: { organizationId, ...after(afterId) },
      orderBy: { id: 'asc' },
      take,
      include: { labels: { select: { labelId: true }, orderBy: { createdAt: 'asc' } } },
    });
    return threads.map((thread) => ({
      id: thread.id,
      record: {
        id: gid('Thread', thread.id),
        contactId: gid('Contact', thread.contactId),
        widgetId: gid('Widget', thread.widgetId),
        status: thread.status,
        subject: thread.subject,
        assigneeId: gid('User', thread.assigneeId),
        teamId: gid('Team', thread.teamId),
        labelIds: thread.labels.map((link) => gid('Label', link.labelId)),
        snoozedUntil: iso(thread.snoozedUntil),
        createdAt: iso(thread.createdAt),
        lastMessageAt: iso(thread.lastMessageAt),
        firstResponseAt: iso(thread.firstResponseAt),
        closedAt: iso(thread.closedAt),
        rating: thread.csatSubmittedAt ? { score: thread.csatRating, comment: thread.csatComment, submittedAt: iso(thread.csatSubmittedAt) } : null,
      },
    }));
  },
};

export const messagesFile: RecordFile = {
  name: 'messages.ndjson',
  count: (prisma, organizationId) => prisma.message.count({ where: { organizationId } }),
  async page(prisma, organizationId, afterId, take) {
    const messages = await prisma.message.findMany({
      where: { organizationId, ...after(afterId) },
      orderBy: { id: 'asc' },
      take,
      include: { authorUser: { select: { name: true } }, authorApiKey: { select: { name: true } }, attachments: { select: { id: true }, orderBy: { createdAt: 'asc' } } },
    });
    return messages.map((message) => ({
      id: message.id,
      record: {
        id: gid('Message', message.id),
        threadId: gid('Thread', message.threadId),
        seq: message.seq,
        kind: message.kind,
        internalNote: message.kind === 'NOTE',
        authorKind: message.authorKind,
        authorUserId: gid('User', message.authorUserId),
        authorContactId: gid('Contact', message.authorContactId),
        authorName: message.authorUser?.name ?? message.authorApiKey?.name ?? null,
        channel: message.channel,
        body: message.body,
        attachmentIds: message.attachments.map((attachment) => gid('Attachment', attachment.id)),
        createdAt: iso(message.createdAt),
        editedAt: iso(message.editedAt),
      },
    }));
  },
};

/** Every NDJSON file but attachments.ndjson, which is written after the files it lists (see organization-archive). */
export const recordFiles: RecordFile[] = [
  organizationFile,
  widgetsFile,
  membersFile,
  teamsFile,
  labelsFile,
  cannedResponsesFile,
  knowledgeCollectionsFile,
  knowledgeArticlesFile,
  contactsFile,
  threadsFile,
  messagesFile,
];
