/**
 * Files named *.services.test.ts run only in the services suite (npm run test:services), which sets
 * TEST_DATABASE_URL and TEST_REDIS_URL; running one without them is a mistake worth a loud failure,
 * not a silent skip.
 */
function required(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`This test needs ${name} (run it with npm run test:services).`);
  return value;
}

export const requirePostgresServerUrl = () => required('TEST_DATABASE_URL');
export const requireRedisUrl = () => required('TEST_REDIS_URL');
