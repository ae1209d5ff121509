import type { TestClient } from './graphql-client';

export const updateAvailabilityMutation = `mutation UpdateAvailability($input: UpdateAvailabilityInput!) {
  updateAvailability(input: $input) {
    __typename
    ... on UpdateAvailabilityPayload { organization { id officeHoursEnabled holidays autoReplyEnabled awayBehavior replyTimeMinutes availability { state reason } } }
    ... on ValidationError { message fieldErrors { field message } }
    ... on Error { message }
  }
}`;

const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** The availability settings of a new organization, with `overrides`, as updateAvailability's input. */
export function availabilityInput(organizationId: string, overrides: Record<string, unknown> = {}) {
  return {
    organizationId,
    officeHoursEnabled: false,
    officeHours: closedWeek,
    holidays: [],
    awayMessage: "We're away right now. Leave your email and we'll get back to you.",
    autoReplyEnabled: true,
    autoReply: "Thanks for your message! We're not around right now, but we'll reply as soon as we're back.",
    awayBehavior: 'COLLECT_EMAIL',
    replyTimeMinutes: null,
    ...overrides,
  };
}

/** Changes an organization's availability settings as its admin; fails the test on any error. */
export async function updateAvailability(admin: TestClient, organizationId: string, overrides: Record<string, unknown> = {}) {
  const { updateAvailability } = await admin.data(updateAvailabilityMutation, { input: availabilityInput(organizationId, overrides) });
  if (updateAvailability.__typename !== 'UpdateAvailabilityPayload') throw new Error(JSON.stringify(updateAvailability));
  return updateAvailability.organization;
}
