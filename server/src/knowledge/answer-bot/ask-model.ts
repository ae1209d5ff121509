import type { Config } from '../../config';

type ChatMessage = { role: 'system' | 'user'; content: string };

/**
 * One chat-completions call to the configured OpenAI-compatible endpoint, within the configured time and without
 * retries: a visitor waiting on a slow model is better served by a person. The client library is loaded at the first
 * call: most instances never ask a model, and a library loaded is heap that every major collection marks.
 */
export async function askModel(config: NonNullable<Config['answerBot']>, messages: ChatMessage[]): Promise<string> {
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  const completion = await client.chat.completions.create({ model: config.model, messages, temperature: 0 });
  return completion.choices[0]?.message?.content?.trim() ?? '';
}
