import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/**
 * Per-IP limits are only as good as the address they key on. Unless the deployment says a
 * proxy stands in front, a forwarded address from the client is not believed.
 */
describe('client address', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
  });

  async function signUpAttempts(env: Record<string, string>) {
    testApp = await buildTestApp({ env });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://profiles.test', 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For by default, so a client cannot dodge the per-IP limit', async () => {
    const statuses = await signUpAttempts({ TRUST_PROXY: 'false' });
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('believes the forwarded address when told a proxy stands in front', async () => {
    const statuses = await signUpAttempts({ TRUST_PROXY: '1' });
    expect(statuses).not.toContain(429);
  });
});
