import { afterAll, beforeAll } from '@jest/globals';
import { describeRevocations } from '../../test-support/revocation-scenarios';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

describeRevocations(() => ({ watched: t, acting: t }));
