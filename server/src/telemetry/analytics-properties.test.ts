import { describe, expect, it } from '@jest/globals';
import { safeProperties } from './analytics-properties';

describe('analytics event properties', () => {
  it('keeps ids and settings', () => {
    expect(safeProperties({ organizationId: 'T3JnOjE=', widgetId: 'V2lkZ2V0OjE=', plan: 'PRO', role: 'OWNER' })).toEqual({
      organizationId: 'T3JnOjE=',
      widgetId: 'V2lkZ2V0OjE=',
      plan: 'PRO',
      role: 'OWNER',
    });
  });

  it('drops message bodies, names and emails, whatever key they come under', () => {
    expect(
      safeProperties({ body: 'My card number is…', email: 'ada@example.com', name: 'Ada', organizationId: 'ada@example.com', plan: { nested: true } }),
    ).toEqual({});
  });
});
