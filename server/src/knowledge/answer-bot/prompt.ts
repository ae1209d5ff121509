/** A published article as the bot may quote it: nothing else ever reaches the model. */
export type SourceArticle = { title: string; body: string; url: string };

/** What the model answers when the articles do not cover the question; the bot then hands over. */
export const noAnswerMarker = 'NO_ANSWER';

const instructions = [
  "You answer website visitors' questions for a support team, using only the help articles below.",
  `If the articles do not answer the question, reply with exactly ${noAnswerMarker} and nothing else.`,
  'Answer briefly in plain text, in the language of the question. Do not invent facts, links, prices or promises.',
].join('\n');

/** The chat-completions messages for one question: the instructions, the articles as the only context, the question. */
export function promptFor(question: string, articles: SourceArticle[]): { role: 'system' | 'user'; content: string }[] {
  const context = articles.map((article, index) => `Article ${index + 1}: ${article.title}\n${article.body}`).join('\n\n---\n\n');
  return [
    { role: 'system', content: `${instructions}\n\nHelp articles:\n\n${context}` },
    { role: 'user', content: question },
  ];
}

/** The model's answer, with the articles it was given as links the visitor can open. */
export function answerWithCitations(answer: string, articles: SourceArticle[]): string {
  const sources = articles.map((article) => `• ${article.title}: ${article.url}`).join('\n');
  return `${answer.trim()}\n\nFrom our help center:\n${sources}`;
}
