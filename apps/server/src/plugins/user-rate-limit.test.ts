import { apiMessages, imageMessages, paymentMessages } from '@catalyst/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createOrganization, signUpMember } from '../../test/factories.js';
import { userActionLimits } from './user-rate-limit.js';

const testApp = await buildTestApp();

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

describe('per-account allowances for costly actions', () => {
  it('turns away image uploads past the allowance before reading them; removals stay open', async () => {
    const owner = await signUpMember(testApp.app, db());
    const other = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db(), { createdBy: owner.userId });
    const logo = `/api/organizations/${organization.id}/logo`;

    // Empty uploads are answered (and counted) without any image work.
    for (let attempt = 0; attempt < userActionLimits.imageUpload.max; attempt += 1) {
      const response = await owner.browser.post(logo, {});
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: imageMessages.required },
      });
    }
    const refused = await owner.browser.post(logo, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(apiMessages.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await owner.browser.delete(logo)).statusCode).toBe(200);
    // Another account has its own allowance.
    expect((await other.browser.post(logo, {})).statusCode).not.toBe(429);
  });

  it('turns away checkout sessions past the allowance', async () => {
    const owner = await signUpMember(testApp.app, db());
    const published = await createOrganization(db(), { createdBy: owner.userId });
    const body = { organizationId: published.id, plan: 'monthly' };

    for (let attempt = 0; attempt < userActionLimits.checkout.max; attempt += 1) {
      const response = await owner.browser.post('/api/payments/create-checkout-session', body);
      expect(response.json().error.message).toBe(paymentMessages.alreadyPaid);
    }
    const refused = await owner.browser.post('/api/payments/create-checkout-session', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(apiMessages.tooManyRequests);
  });
});
