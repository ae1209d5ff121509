import type { Message, Thread } from '../../generated/prisma/client';
import { planHas } from '../../billing/plan-limits';
import type { Services } from '../../services';
import { helpCenterUrl } from '../help-center-urls';
import { searchArticles } from '../search';
import { askModel } from './ask-model';
import { postBotMessage } from './bot-message';
import { handOverToTeam } from './hand-over';
import { answerWithCitations, noAnswerMarker, promptFor, type SourceArticle } from './prompt';

/** How many of the best-matching published articles the model may read. */
const articlesPerAnswer = 3;

/** Whether this server can run the answer bot at all: the one check the dashboard, the switch and the bot share. */
export const answerBotAvailable = (services: Pick<Services, 'config'>): boolean => services.config.answerBot !== null;

/**
 * After a visitor's chat message is stored: the bot answers it off the request path, so the visitor's send never
 * waits for the model. Does nothing unless the server has a model, the organization asked to answer first, and no
 * person has answered or taken over the thread yet.
 */
export function answerInBackground(services: Services, thread: Thread, message: Message): void {
  if (!answerBotAvailable(services) || message.authorKind !== 'CONTACT' || message.channel !== 'CHAT' || !message.body.trim()) return;
  if (thread.botHandedOverAt || thread.firstResponseAt) return;
  services.background.run(`answer bot for thread ${thread.id}`, async () => {
    try {
      await answer(services, thread.id, message);
    } catch (error) {
      // Whatever went wrong (timeout, endpoint down, odd reply), the visitor is not left alone with a silent bot.
      services.logger.warn('Answer bot failed; handing over to the team', { threadId: thread.id, error: String(error) });
      await handOverToTeam(services, thread, 'failed');
    }
  });
}

async function answer(services: Services, threadId: string, question: Message): Promise<void> {
  const prisma = services.db.prisma;
  const thread = await prisma.thread.findUniqueOrThrow({
    where: { id: threadId },
    include: { organization: { select: { slug: true, answerFirstEnabled: true, plan: true, billingAccount: true } } },
  });
  if (!thread.organization.answerFirstEnabled || thread.botHandedOverAt || thread.firstResponseAt) return;
  // Switched on under a plan the organization has since left (a downgrade, a lapsed payment): the team answers.
  if (!planHas(services, thread.organization, 'ANSWER_BOT')) return;
  const articles = await relevantArticles(services, thread.organizationId, thread.organization.slug, question.body);
  if (articles.length === 0) {
    await handOverToTeam(services, thread, 'noArticle');
    return;
  }
  const reply = await askModel(services.config.answerBot!, promptFor(question.body, articles));
  if (!reply || reply.includes(noAnswerMarker)) {
    await handOverToTeam(services, thread, 'noArticle');
    return;
  }
  // A person may have answered, or the visitor asked for one, while the model was thinking: then the bot stays quiet.
  const current = await prisma.thread.findUniqueOrThrow({ where: { id: threadId }, select: { botHandedOverAt: true, firstResponseAt: true } });
  if (current.botHandedOverAt || current.firstResponseAt) return;
  // Marked before the answer goes out, so the live event carrying it already offers "Talk to a person".
  await prisma.thread.updateMany({ where: { id: threadId, botAnsweredAt: null }, data: { botAnsweredAt: services.now() } });
  await postBotMessage(services, thread, question.id, answerWithCitations(reply, articles));
}

/** The organization's best published matches for the question, with their text: the only context the model gets. */
async function relevantArticles(services: Services, organizationId: string, organizationSlug: string, question: string): Promise<SourceArticle[]> {
  const prisma = services.db.prisma;
  const matches = await searchArticles(prisma, { organizationId, query: question, publishedOnly: true, limit: articlesPerAnswer });
  if (matches.length === 0) return [];
  // Read again with the same conditions, so an article unpublished since the search is never sent.
  const articles = await prisma.knowledgeArticle.findMany({
    where: { id: { in: matches.map((match) => match.id) }, organizationId, status: 'PUBLISHED' },
    select: { id: true, title: true, body: true, slug: true, locale: true },
  });
  return matches.flatMap((match) => {
    const article = articles.find((candidate) => candidate.id === match.id);
    return article ? [{ title: article.title, body: article.body, url: helpCenterUrl(services.config, organizationSlug, article.slug, article.locale) }] : [];
  });
}
