import { createHmac, randomBytes } from 'node:crypto';
import { startLocalHttpServer, type ReceivedRequest } from './local-http-server';

/** One Slack workspace with our app installed: its bot token, bot user, channels and people. */
export type SlackWorkspace = {
  teamId: string;
  teamName: string;
  botToken: string;
  botUserId: string;
  botId: string;
  signingSecret: string;
  /** Channel id → name. */
  channels: Record<string, string>;
  /** Slack user id → email (null: Slack shares no email for them). */
  users: Record<string, string | null>;
};

/** A Web API call the app made, with its arguments as Slack received them. */
export type SlackCall = { method: string; token: string; args: Record<string, string>; result: Record<string, unknown> };

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(counter++).toString(36).toUpperCase()}`;

/**
 * A loopback stand-in for Slack: the Web API methods the app calls (auth.test, conversations.info, chat.postMessage,
 * users.info), answered per bot token as Slack does, and Events API callbacks signed like Slack signs them.
 */
export async function startSlackServer() {
  const workspaces: SlackWorkspace[] = [];
  const calls: SlackCall[] = [];
  const files = new Map<string, { botToken: string; content: Buffer; mimetype: string }>();
  let nextTs = 1_760_000_000;

  const answer = (request: ReceivedRequest) => {
    if (request.url.pathname.startsWith('/files-pri/')) return download(request);
    const result = respond(request);
    calls.push({ ...result.call, result: result.body });
    return { body: result.body };
  };
  const respond = (request: ReceivedRequest): { call: Omit<SlackCall, 'result'>; body: Record<string, unknown> } => {
    const method = request.url.pathname.replace(/^\/api\//, '');
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const args = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
    const call = { method, token, args };
    const workspace = workspaces.find((candidate) => candidate.botToken === token);
    if (!workspace) return { call, body: { ok: false, error: token ? 'invalid_auth' : 'not_authed' } };
    switch (method) {
      case 'auth.test':
        return { call, body: { ok: true, url: `https://${workspace.teamName}.slack.com/`, team: workspace.teamName, user: 'parley', team_id: workspace.teamId, user_id: workspace.botUserId, bot_id: workspace.botId } };
      case 'conversations.info': {
        const name = workspace.channels[args.channel ?? ''];
        return { call, body: name ? { ok: true, channel: { id: args.channel, name, is_channel: true } } : { ok: false, error: 'channel_not_found' } };
      }
      case 'chat.postMessage': {
        if (!workspace.channels[args.channel ?? '']) return { call, body: { ok: false, error: 'channel_not_found' } };
        const ts = `${nextTs++}.000100`;
        return { call, body: { ok: true, channel: args.channel, ts, message: { type: 'message', text: args.text, user: workspace.botUserId, bot_id: workspace.botId, ts, thread_ts: args.thread_ts } } };
      }
      case 'users.info': {
        const id = args.user ?? '';
        if (!(id in workspace.users)) return { call, body: { ok: false, error: 'user_not_found' } };
        const email = workspace.users[id];
        return { call, body: { ok: true, user: { id, team_id: workspace.teamId, name: id.toLowerCase(), profile: email ? { email } : {} } } };
      }
      default:
        return { call, body: { ok: false, error: 'unknown_method' } };
    }
  };
  // Slack serves a private file only to a token of the workspace it was shared in.
  const download = (request: ReceivedRequest): { status?: number; body: unknown; headers: Record<string, string> } => {
    const file = files.get(request.url.pathname);
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!file || file.botToken !== token) return { status: 404, body: 'file_not_found', headers: { 'content-type': 'text/plain' } };
    return { body: file.content, headers: { 'content-type': file.mimetype, 'content-length': String(file.content.length) } };
  };
  const server = await startLocalHttpServer(answer);

  return {
    /** The Web API base URL to give the app (SLACK_API_URL). */
    apiUrl: `${server.origin}/api/`,
    calls,
    /** The messages the app posted with a workspace's token, with the `ts` Slack gave each. */
    posts(workspace: SlackWorkspace) {
      return calls
        .filter((call) => call.method === 'chat.postMessage' && call.token === workspace.botToken && call.result.ok)
        .map((call) => ({ channel: call.args.channel!, text: call.args.text!, threadTs: call.args.thread_ts, ts: call.result.ts as string }));
    },
    /** A workspace where the app is installed, with one channel and the people given. */
    addWorkspace(users: Record<string, string | null> = {}): SlackWorkspace & { channelId: string } {
      const channelId = unique('C');
      const workspace = {
        teamId: unique('T'),
        teamName: `team-${workspaces.length + 1}`,
        botToken: `xoxb-${randomBytes(12).toString('hex')}`,
        botUserId: unique('U'),
        botId: unique('B'),
        signingSecret: randomBytes(16).toString('hex'),
        channels: { [channelId]: 'support' },
        users,
        channelId,
      };
      workspaces.push(workspace);
      return workspace;
    },
    /** A file someone shared in the workspace, as a Slack message event lists it. */
    shareFile(workspace: SlackWorkspace, name: string, mimetype: string, content: Buffer) {
      const path = `/files-pri/${workspace.teamId}-${unique('F')}/download/${encodeURIComponent(name)}`;
      files.set(path, { botToken: workspace.botToken, content, mimetype });
      return { id: unique('F'), name, title: name, mimetype, size: content.length, mode: 'hosted', url_private_download: `${server.origin}${path}` };
    },
    /** How many times a file was downloaded with a workspace's token. */
    downloads: () => server.requests.filter((request) => request.url.pathname.startsWith('/files-pri/')).length,
    close: () => server.close(),
  };
}

export type SlackServer = Awaited<ReturnType<typeof startSlackServer>>;

/** An Events API `event_callback` as Slack sends it for a message in a channel. */
export function messageCallback(workspace: SlackWorkspace, event: Record<string, unknown>) {
  return {
    token: 'deprecated-verification-token',
    team_id: workspace.teamId,
    api_app_id: 'A0PARLEY',
    type: 'event_callback',
    event_id: unique('Ev'),
    event_time: Math.floor(Date.now() / 1000),
    event: { type: 'message', channel_type: 'channel', event_ts: event.ts, ...event },
  };
}

/**
 * Sends a callback to the app signed as Slack signs it (v0, HMAC-SHA256 of `v0:<timestamp>:<body>`); a test may sign
 * with another secret or an old timestamp to play a forger or a replay.
 */
export async function sendSlackEvent(url: string, signingSecret: string, callback: unknown, options: { timestamp?: number } = {}) {
  const body = JSON.stringify(callback);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-slack-request-timestamp': timestamp, 'x-slack-signature': signature },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
