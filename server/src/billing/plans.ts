/**
 * The plans of the hosted service and what each one allows. Plain data with no imports, so the server (which enforces
 * the limits), the dashboard (which compares plans) and the public pricing section (built from it) share one source.
 */

export const planIds = ['FREE', 'PRO', 'BUSINESS'] as const;
export type PlanId = (typeof planIds)[number];

export const planLimitNames = ['SEATS', 'WIDGETS', 'CONVERSATIONS', 'ARTICLES', 'API_KEYS', 'WEBHOOKS', 'IDENTITY_VERIFICATION', 'ANSWER_BOT'] as const;
export type PlanLimitName = (typeof planLimitNames)[number];

/**
 * How many of a thing a plan allows; null means no limit. Paid plans allow as many seats as are paid for. A feature a
 * plan has or has not (identity verification, the answer bot) is 0 when left out and null when included.
 */
export type PlanLimits = Record<PlanLimitName, number | null>;

export type Plan = {
  id: PlanId;
  name: string;
  summary: string;
  /** US dollars per seat and month; 0 for Free. */
  pricePerSeat: number;
  limits: PlanLimits;
  highlighted: boolean;
};

export const plans: Record<PlanId, Plan> = {
  FREE: {
    id: 'FREE',
    name: 'Free',
    summary: 'For a side project or a first website.',
    pricePerSeat: 0,
    limits: { SEATS: 2, WIDGETS: 1, CONVERSATIONS: 100, ARTICLES: 10, API_KEYS: 0, WEBHOOKS: 0, IDENTITY_VERIFICATION: 0, ANSWER_BOT: 0 },
    highlighted: false,
  },
  PRO: {
    id: 'PRO',
    name: 'Pro',
    summary: 'For a growing team answering every day.',
    pricePerSeat: 15,
    limits: { SEATS: null, WIDGETS: 5, CONVERSATIONS: 5_000, ARTICLES: 200, API_KEYS: 10, WEBHOOKS: 10, IDENTITY_VERIFICATION: null, ANSWER_BOT: null },
    highlighted: true,
  },
  BUSINESS: {
    id: 'BUSINESS',
    name: 'Business',
    summary: 'For teams that run support on chat.',
    pricePerSeat: 39,
    limits: { SEATS: null, WIDGETS: 25, CONVERSATIONS: 50_000, ARTICLES: null, API_KEYS: 50, WEBHOOKS: 50, IDENTITY_VERIFICATION: null, ANSWER_BOT: null },
    highlighted: false,
  },
};

export const planList: Plan[] = planIds.map((id) => plans[id]);

/** Words for each limit, as a person reads them in a plan's list or next to a usage bar. */
export const limitLabels: Record<PlanLimitName, { one: string; many: string; feature: string }> = {
  SEATS: { one: 'seat', many: 'seats', feature: 'Seats' },
  WIDGETS: { one: 'website widget', many: 'website widgets', feature: 'Website widgets' },
  CONVERSATIONS: { one: 'conversation a month', many: 'conversations a month', feature: 'Conversations this month' },
  ARTICLES: { one: 'published knowledge-base article', many: 'published knowledge-base articles', feature: 'Published articles' },
  API_KEYS: { one: 'API key', many: 'API keys', feature: 'API keys' },
  WEBHOOKS: { one: 'webhook endpoint', many: 'webhook endpoints', feature: 'Webhook endpoints' },
  IDENTITY_VERIFICATION: { one: 'widget with identity verification', many: 'widgets with identity verification', feature: 'Identity verification' },
  ANSWER_BOT: { one: 'answer bot', many: 'answer bot', feature: 'The answer bot' },
};

/** The limits that are a feature a plan has or has not, rather than a count. */
export const yesNoFeatures: readonly PlanLimitName[] = ['IDENTITY_VERIFICATION', 'ANSWER_BOT'];

/** Whether the plan has a feature (see yesNoFeatures): the answer bot, identity verification. */
export const planIncludes = (plan: Plan, feature: 'IDENTITY_VERIFICATION' | 'ANSWER_BOT'): boolean => plan.limits[feature] !== 0;

/** "2 seats", "Unlimited API keys", "No webhook endpoints": one line of a plan's list. */
export function describeLimit(plan: Plan, limit: PlanLimitName): string {
  const allowed = plan.limits[limit];
  const { one, many } = limitLabels[limit];
  if (limit === 'SEATS' && allowed === null) return 'As many seats as you need, billed per seat';
  if (limit === 'IDENTITY_VERIFICATION') return allowed === 0 ? 'No identity verification' : 'Identity verification on every widget';
  if (limit === 'ANSWER_BOT') return allowed === 0 ? 'No answer bot' : 'An answer bot that replies first from your articles';
  if (allowed === null) return `Unlimited ${many}`;
  if (allowed === 0) return `No ${many}`;
  return `${allowed.toLocaleString('en-US')} ${allowed === 1 ? one : many}`;
}

/** "$0" or "$15": a plan's price as the pricing table shows it. */
export const formatPrice = (plan: Plan): string => `$${plan.pricePerSeat}`;
export const pricePeriod = (plan: Plan): string => (plan.pricePerSeat === 0 ? 'forever' : 'per seat / month');
