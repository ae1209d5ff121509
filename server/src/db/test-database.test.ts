import { describe, expect, it } from '@jest/globals';
import { pendingMigrationCount } from './migrate';
import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('gives each caller its own fully migrated database', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect(await pendingMigrationCount(first)).toBe(0);
      await first.prisma.organization.create({ data: { name: 'Acme', slug: 'acme' } });

      expect(await first.prisma.organization.count()).toBe(1);
      expect(await second.prisma.organization.count()).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('starts an embedded database with a buffer pool sized for a test, which makes each load quicker', async () => {
    const database = await createTestDatabase({ postgresServerUrl: null });
    try {
      expect(await database.prisma.$queryRawUnsafe('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
    }
  });
});
