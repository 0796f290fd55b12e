import { ACTION_REASON_MAX, ACTION_REASON_MIN, moderationMessages } from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { auditLog, organizations, users } from '../../db/schema/index.js';
import { OPENAPI_DOCUMENT_PATH } from '../api-docs/api-docs.js';

/**
 * Every action of the admin console gives its reason: without one it is refused before it
 * changes anything, and with one the reason is in the action's audit record.
 */
let testApp: TestApp;
let admin: Member;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;

interface Action {
  /** The audit log's name for it. */
  audited: string;
  /** What the console asks when the reason is missing. */
  required: string;
  /** A fresh target, ready for the action: the request's path and the body it sends besides. */
  prepare(): Promise<{ path: string; body?: Record<string, unknown>; targetId: string }>;
  status: number;
}

async function hiddenOrganization() {
  const organization = await createOrganization(db());
  await db()
    .update(organizations)
    .set({ hiddenAt: new Date(), hiddenReason: 'Copied another charity’s name.' })
    .where(eq(organizations.id, organization.id));
  return organization;
}

async function reportedOrganization() {
  const organization = await createOrganization(db());
  const report = await new Browser(testApp.app).post(
    `/api/organizations/${organization.id}/reports`,
    { reason: 'spam' },
  );
  expect(report.statusCode, report.body).toBe(201);
  return organization;
}

async function disabledAccount() {
  const person = await signUpMember(testApp.app, db());
  await db()
    .update(users)
    .set({ disabledAt: new Date(), disabledReason: 'Sent spam to owners.' })
    .where(eq(users.id, person.userId));
  return person;
}

async function guestCode() {
  const response = await admin.browser.post('/api/admin/guest-codes', {
    maxUses: 1,
    reason: 'For the partner who lost theirs.',
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { guestCode: { id: string } } }).data.guestCode.id;
}

const actions: Record<string, Action> = {
  'hiding a profile': {
    audited: 'organization.hidden',
    required: moderationMessages.hideReasonRequired,
    status: 200,
    async prepare() {
      const { id } = await createOrganization(db());
      return { path: `/api/admin/organizations/${id}/hide`, targetId: id };
    },
  },
  'restoring a hidden profile': {
    audited: 'organization.restored',
    required: moderationMessages.restoreReasonRequired,
    status: 200,
    async prepare() {
      const { id } = await hiddenOrganization();
      return { path: `/api/admin/organizations/${id}/restore`, targetId: id };
    },
  },
  'dismissing a profile’s reports': {
    audited: 'reports.dismissed',
    required: moderationMessages.dismissReasonRequired,
    status: 200,
    async prepare() {
      const { id } = await reportedOrganization();
      return { path: `/api/admin/organizations/${id}/dismiss-reports`, targetId: id };
    },
  },
  'disabling an account': {
    audited: 'user.disabled',
    required: moderationMessages.disableReasonRequired,
    status: 200,
    async prepare() {
      const { userId } = await signUpMember(testApp.app, db());
      return { path: `/api/admin/users/${userId}/disable`, targetId: userId };
    },
  },
  'enabling a disabled account': {
    audited: 'user.enabled',
    required: moderationMessages.enableReasonRequired,
    status: 200,
    async prepare() {
      const { userId } = await disabledAccount();
      return { path: `/api/admin/users/${userId}/enable`, targetId: userId };
    },
  },
  'creating a guest code': {
    audited: 'guest_code.created',
    required: moderationMessages.guestCodeReasonRequired,
    status: 201,
    async prepare() {
      return { path: '/api/admin/guest-codes', body: { maxUses: 2 }, targetId: '' };
    },
  },
  'revoking a guest code': {
    audited: 'guest_code.revoked',
    required: moderationMessages.revokeReasonRequired,
    status: 200,
    async prepare() {
      const id = await guestCode();
      return { path: `/api/admin/guest-codes/${id}/revoke`, targetId: id };
    },
  },
};

async function entriesOf(action: string, targetId: string) {
  return db()
    .select({ reason: auditLog.reason, targetId: auditLog.targetId })
    .from(auditLog)
    .where(
      targetId
        ? and(eq(auditLog.action, action as never), eq(auditLog.targetId, targetId))
        : eq(auditLog.action, action as never),
    );
}

const REASON = 'Confirmed with the owner by phone on Tuesday.';

describe.each(Object.entries(actions))('%s', (_name, action) => {
  it('is refused without a reason, or with one too short or too long, and changes nothing', async () => {
    const { path, body = {}, targetId } = await action.prepare();
    const before = await entriesOf(action.audited, targetId);
    const refusals: Array<[unknown, string]> = [
      [body, action.required],
      [{ ...body, reason: '   ' }, action.required],
      [{ ...body, reason: 'Because.' }, moderationMessages.reasonTooShort],
      [{ ...body, reason: 'x'.repeat(ACTION_REASON_MAX + 1) }, moderationMessages.reasonTooLong],
    ];
    expect('Because.'.length).toBeLessThan(ACTION_REASON_MIN);
    for (const [payload, message] of refusals) {
      const response = await admin.browser.post(path, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } });
    }
    if (Object.keys(body).length === 0) {
      // No body at all is asked for the reason in the same words.
      const bare = await admin.browser.post(path);
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ error: { message: action.required } });
    }
    expect(await entriesOf(action.audited, targetId)).toEqual(before);
  });

  it('is done with a reason, which its audit record keeps', async () => {
    const { path, body = {}, targetId } = await action.prepare();
    const response = await admin.browser.post(path, { ...body, reason: `  ${REASON}  ` });
    expect(response.statusCode, response.body).toBe(action.status);
    const entries = await entriesOf(action.audited, targetId);
    expect(entries.at(-1)?.reason).toBe(REASON);
  });
});

describe('the API document', () => {
  it('asks a reason of every administrator action', async () => {
    const document = (
      await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH })
    ).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { required?: string[]; properties?: object } }>;
            };
          }
        >
      >;
    };
    const writes = Object.entries(document.paths).flatMap(([path, item]) =>
      path.startsWith('/api/admin/')
        ? Object.entries(item)
            .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
            .map(([method, operation]) => ({ name: `${method} ${path}`, operation }))
        : [],
    );
    expect(writes.length).toBeGreaterThanOrEqual(Object.keys(actions).length);
    for (const { name, operation } of writes) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      expect(schema?.required, name).toContain('reason');
    }
  });
});
