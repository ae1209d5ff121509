import type { IncomingMessage, ServerResponse } from 'node:http';
import { UnreadableSecret } from '../auth/secret-box';
import { BodyTooLargeError, readBody } from '../http/read-body';
import type { Services } from '../services';
import type { ReportUnexpected } from '../telemetry/masked-errors';
import { receiveSlackReply, type SlackMessageEvent } from './receive-reply';
import { verifySlackSignature } from './verify-request';

/** Slack's event callbacks are a few kilobytes. */
const maxEventBytes = 256 * 1024;

type SlackCallback = { type?: string; challenge?: string; team_id?: string; event?: SlackMessageEvent };

function answer(response: ServerResponse, status: number, body: Record<string, unknown>) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * Slack's Events API endpoint of one organization (the path names it). Nothing is read before the request proves
 * it was signed with that organization's signing secret less than five minutes ago; then the URL check is answered
 * and replies in its threads are stored. A failure answers 500 so that Slack sends the event again.
 */
export function createSlackEventsHandler(services: Services, reportUnexpected: ReportUnexpected) {
  const prisma = services.db.prisma;
  return async (request: IncomingMessage, response: ServerResponse, organizationId: string) => {
    if (request.method !== 'POST') return answer(response, 405, { error: 'Use POST' });
    try {
      const rawBody = await readBody(request, maxEventBytes);
      const integration = await prisma.slackIntegration.findUnique({ where: { organizationId } });
      // The same answer whether or not the organization exists or has Slack connected.
      const refused = () => answer(response, 401, { error: 'Invalid signature' });
      if (!integration) return refused();
      const signed = verifySlackSignature(
        services.slackSecrets.open(integration.signingSecret),
        { timestamp: request.headers['x-slack-request-timestamp'] as string | undefined, signature: request.headers['x-slack-signature'] as string | undefined, rawBody },
        services.now(),
      );
      if (!signed) return refused();

      let callback: SlackCallback;
      try {
        callback = JSON.parse(rawBody.toString('utf8')) as SlackCallback;
      } catch {
        return answer(response, 400, { error: 'Expected JSON' });
      }
      if (callback.type === 'url_verification') return answer(response, 200, { challenge: callback.challenge ?? '' });
      // Signed by this app, but from a workspace it was not connected in: not this organization's to act on.
      if (callback.type !== 'event_callback' || callback.team_id !== integration.slackTeamId || !callback.event) return answer(response, 200, { ok: true });
      await receiveSlackReply(services, integration, callback.event);
      return answer(response, 200, { ok: true });
    } catch (error) {
      if (error instanceof BodyTooLargeError) return answer(response, 413, { error: 'Too large' });
      if (error instanceof UnreadableSecret) {
        services.logger.warn('A Slack signing secret cannot be decrypted: reconnect Slack', { organizationId });
        return answer(response, 401, { error: 'Invalid signature' });
      }
      reportUnexpected(error);
      return answer(response, 500, { error: 'Internal error' });
    }
  };
}
