import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { contactsWhere } from '../contacts/contact-filters';
import { contactsCsv } from '../contacts/contacts-csv';
import { ValidationError } from '../errors';
import { createContext } from '../graphql/context';
import type { Services } from '../services';
import type { ReportUnexpected } from '../telemetry/masked-errors';

export const contactsExportPath = '/dashboard/contacts.csv';

function organizationIdOf(globalId: string | null): string | null {
  if (!globalId) return null;
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === 'Organization' ? decoded.id : null;
  } catch {
    return null;
  }
}

function flag(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

/**
 * `GET /dashboard/contacts.csv?organizationId=…&search=…`: the contact list's current filter as CSV, for a signed-in
 * member of the organization (the dashboard's session cookie). It streams page by page, so a large directory neither
 * waits for the whole list nor holds it in memory. Anyone else gets the same 404 as an unknown organization.
 */
export function createContactsExportHandler(services: Services, reportUnexpected: ReportUnexpected) {
  const answer = (response: ServerResponse, status: number, message: string) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ error: message }));
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET') return answer(response, 404, 'Not found');
    const params = new URL(request.url ?? '/', 'http://localhost').searchParams;
    try {
      const organizationId = organizationIdOf(params.get('organizationId'));
      const context = await createContext(services, { req: request });
      const isMember =
        organizationId !== null &&
        context.isVerified() &&
        (await context.roleIn(organizationId)) !== null &&
        !(await context.lacksRequiredTwoFactor(organizationId));
      if (!isMember) return answer(response, 404, 'Not found');
      const definitions = await services.db.prisma.contactAttributeDefinition.findMany({ where: { organizationId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      const attributeKey = params.get('attributeKey');
      const seenWithinDays = params.get('seenWithinDays');
      let where;
      try {
        where = contactsWhere(
          organizationId,
          {
            search: params.get('search'),
            verified: flag(params.get('verified')),
            hasConversations: flag(params.get('hasConversations')),
            seenWithinDays: seenWithinDays ? Number.parseInt(seenWithinDays, 10) : null,
            attributeKey,
            attributeValue: params.get('attributeValue'),
          },
          definitions.find((definition) => definition.key === attributeKey)?.type ?? null,
        );
      } catch (error) {
        if (error instanceof ValidationError) return answer(response, 400, error.message);
        throw error;
      }
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="contacts-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      await pipeline(Readable.from(contactsCsv(services.db.prisma, where, definitions)), response);
    } catch (error) {
      reportUnexpected(error);
      if (!response.headersSent) answer(response, 500, 'The export failed. Try again.');
      else response.destroy();
    }
  };
}
