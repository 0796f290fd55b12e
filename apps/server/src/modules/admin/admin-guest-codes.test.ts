import { randomUUID } from 'node:crypto';
import {
  type AdminGuestCode,
  type CreatedGuestCode,
  moderationMessages,
  paymentMessages,
} from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { auditLog, guestCodes } from '../../db/schema/index.js';
import {
  GUEST_CODE_EXPIRY_INVALID,
  GUEST_CODE_EXPIRY_PAST,
} from '../payments/guest-codes.service.js';

let testApp: TestApp;
let admin: Member;
let owner: Member;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(testApp.app, testApp.database.db);
  owner = await signUpMember(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;

const REASON = 'Promised at the spring partner fair.';

/** The console's form: `payload`, with a reason unless it says otherwise. */
async function create(payload: Record<string, unknown>) {
  return admin.browser.post('/api/admin/guest-codes', { reason: REASON, ...payload });
}

async function createCode(payload: Record<string, unknown>): Promise<CreatedGuestCode> {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: CreatedGuestCode }).data;
}

async function redeem(code: string) {
  const organization = await createOrganization(db(), {
    createdBy: owner.userId,
    status: 'pending',
  });
  return owner.browser.post('/api/payments/apply-guest-code', {
    organizationId: organization.id,
    code,
  });
}

async function listed(): Promise<AdminGuestCode[]> {
  const response = await admin.browser.get('/api/admin/guest-codes');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { items: AdminGuestCode[] } }).data.items;
}

describe('guest codes in the admin console', () => {
  it('creates a code shown once, stored hashed, recorded in the audit log', async () => {
    const { code, guestCode } = await createCode({
      maxUses: 2,
      expiresOn: '2099-12-31',
      label: 'Spring fair',
    });
    expect(code).toMatch(/^CAT(-[0-9A-Z]{4}){4}$/);
    expect(guestCode).toEqual({
      id: expect.any(String),
      label: 'Spring fair',
      maxUses: 2,
      uses: 0,
      expiresAt: '2100-01-01T00:00:00.000Z',
      revokedAt: null,
      createdAt: expect.any(String),
      redemptions: [],
    });
    const [row] = await db().select().from(guestCodes).where(eq(guestCodes.id, guestCode.id));
    expect(JSON.stringify(row)).not.toContain(code.slice(4, 8));
    const listing = await admin.browser.get('/api/admin/guest-codes');
    expect(listing.body).not.toContain(code);

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, guestCode.id));
    expect(entry).toMatchObject({
      actorKind: 'admin',
      actorId: admin.userId,
      actorLabel: admin.email,
      action: 'guest_code.created',
      targetType: 'guest_code',
      targetLabel: 'Spring fair',
      reason: REASON,
      details: { maxUses: 2, expiresAt: '2100-01-01T00:00:00.000Z' },
    });
    expect(JSON.stringify(entry)).not.toContain(code.slice(4, 8));
  });

  it('lists codes newest first, with their uses and redemptions', async () => {
    const { code, guestCode } = await createCode({ maxUses: 3, label: 'Listed' });
    const redeemed = await redeem(code);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const [first] = await listed();
    expect(first).toMatchObject({
      id: guestCode.id,
      uses: 1,
      redemptions: [{ organizationId: expect.any(String), redeemedAt: expect.any(String) }],
    });
    expect(first?.redemptions[0]?.organizationName).toMatch(/^Organization \d+$/);
  });

  it('revokes a code, which then redeems no more, whatever uses it has left', async () => {
    const { code, guestCode } = await createCode({ maxUses: 10, label: 'Leaked' });
    expect((await redeem(code)).statusCode).toBe(200);

    const revoke = (id: string) =>
      admin.browser.post(`/api/admin/guest-codes/${id}/revoke`, { reason: 'Posted on a forum.' });
    const response = await revoke(guestCode.id);
    expect(response.statusCode, response.body).toBe(200);
    const revoked = (response.json() as { data: AdminGuestCode }).data;
    expect(revoked).toMatchObject({ id: guestCode.id, uses: 1, revokedAt: expect.any(String) });
    expect(revoked.redemptions).toHaveLength(1);

    // Refused as any invalid code is, so a revoked one cannot be told apart by probing.
    const refused = await redeem(code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: paymentMessages.invalidGuestCode },
    });
    const [row] = await db().select().from(guestCodes).where(eq(guestCodes.id, guestCode.id));
    expect(row?.uses).toBe(1);

    const again = await revoke(guestCode.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.guestCodeRevoked },
    });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, guestCode.id), eq(auditLog.action, 'guest_code.revoked')));
    expect(entries).toMatchObject([
      {
        actorKind: 'admin',
        actorId: admin.userId,
        targetLabel: 'Leaked',
        reason: 'Posted on a forum.',
        details: { uses: 1 },
      },
    ]);
    const unknown = await revoke(randomUUID());
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses what the form does not allow', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ maxUses: 0 }, 'Max uses must be at least 1.'],
      [{ maxUses: 1.5 }, 'Max uses must be a whole number.'],
      // JSON's own types: no coercion turns `true` or "3" into a number of uses.
      [{ maxUses: true }, 'Max uses must be a whole number.'],
      [{ maxUses: '3' }, 'Max uses must be a whole number.'],
      [{ maxUses: 1, expiresOn: '31/12/2099' }, 'Expiry must be a date like 2026-12-31.'],
      [{ maxUses: 1, expiresOn: '2099-02-30' }, GUEST_CODE_EXPIRY_INVALID],
      [{ maxUses: 1, expiresOn: '2020-01-01' }, GUEST_CODE_EXPIRY_PAST],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } });
    }
    expect((await create({ maxUses: 1, code: 'CAT-AAAA-AAAA-AAAA-AAAA' })).statusCode).toBe(400);
  });
});
