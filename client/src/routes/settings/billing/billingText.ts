import { plans, type PlanId } from '../../../../../server/src/billing/plans';

export const planName = (plan: string): string => plans[plan as PlanId]?.name ?? plan;

export const statusLabels: Record<string, { label: string; tone: 'green' | 'amber' | 'red' | 'gray' }> = {
  TRIALING: { label: 'Trial', tone: 'green' },
  ACTIVE: { label: 'Active', tone: 'green' },
  PAST_DUE: { label: 'Past due', tone: 'red' },
  CANCELED: { label: 'Canceled', tone: 'gray' },
  INCOMPLETE: { label: 'Awaiting payment', tone: 'amber' },
  INCOMPLETE_EXPIRED: { label: 'Expired', tone: 'gray' },
  UNPAID: { label: 'Unpaid', tone: 'red' },
  PAUSED: { label: 'Paused', tone: 'gray' },
};

/** "$75.00": an amount Stripe will charge, in its currency. */
export const money = (amount: number, currency: string): string => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
