import { ADMIN_PAGE_SIZE, type AuditLogEntry } from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signUpAdmin, type Member } from '../../../test/factories.js';
import { auditLog } from '../../db/schema/index.js';
import { adminActor, BILLING_ACTOR, ownerActor, systemActor } from './audit-entry.js';
import { writeAuditEntry } from './audit.repository.js';

let testApp: TestApp;
let admin: Member;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(testApp.app, testApp.database.db);
  const db = testApp.database.db;
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, minutes));
  const entries = [
    {
      actor: adminActor({ id: 'admin-1', email: 'mod@example.org' }),
      action: 'organization.hidden' as const,
      target: { type: 'organization' as const, id: 'org-1', label: 'Harbour Trust' },
      reason: 'Impersonates a registered charity.',
    },
    {
      actor: ownerActor({ id: 'owner-1', email: 'owner@example.org' }),
      action: 'organization.review_requested' as const,
      target: { type: 'organization' as const, id: 'org-1', label: 'Harbour Trust' },
    },
    {
      actor: BILLING_ACTOR,
      action: 'billing.canceled_after_deletion' as const,
      target: { type: 'subscription' as const, id: 'sub_1', label: null },
      details: { organizationId: 'org-2' },
    },
    {
      actor: systemActor('npm run admin'),
      action: 'user.admin_granted' as const,
      target: { type: 'user' as const, id: 'user-1', label: 'new-mod@example.org' },
    },
  ];
  for (const [index, entry] of entries.entries()) {
    await writeAuditEntry(db, entry);
    // Spread over time, oldest first, as they happened.
    await db
      .update(auditLog)
      .set({ at: at(index) })
      .where(and(eq(auditLog.targetId, entry.target.id), eq(auditLog.action, entry.action)));
  }
});

afterAll(async () => {
  await testApp?.close();
});

async function read(query = '') {
  const response = await admin.browser.get(`/api/admin/audit-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { items: AuditLogEntry[]; total: number } }).data;
}

describe('GET /api/admin/audit-log', () => {
  it('answers every entry, newest first, as the contract describes it', async () => {
    const { items, total } = await read();
    expect(total).toBe(4);
    expect(items.map((item) => item.action)).toEqual([
      'user.admin_granted',
      'billing.canceled_after_deletion',
      'organization.review_requested',
      'organization.hidden',
    ]);
    expect(items[3]).toEqual({
      id: expect.any(String),
      at: '2026-06-01T12:00:00.000Z',
      actor: { kind: 'admin', id: 'admin-1', label: 'mod@example.org' },
      action: 'organization.hidden',
      target: { type: 'organization', id: 'org-1', label: 'Harbour Trust' },
      reason: 'Impersonates a registered charity.',
      details: {},
    });
    expect(items[1]).toMatchObject({
      actor: { kind: 'system', id: null, label: 'billing' },
      details: { organizationId: 'org-2' },
    });
  });

  it('filters by action, actor kind, target and words', async () => {
    const actions = async (query: string) =>
      (await read(query)).items.map((item) => `${item.action} ${item.target.id}`);
    expect(await actions('?action=organization.hidden')).toEqual(['organization.hidden org-1']);
    expect(await actions('?actor=system')).toEqual([
      'user.admin_granted user-1',
      'billing.canceled_after_deletion sub_1',
    ]);
    expect(await actions('?targetId=org-1')).toEqual([
      'organization.review_requested org-1',
      'organization.hidden org-1',
    ]);
    // Words in who did it, what it was done to, or why.
    expect(await actions('?q=owner%40example')).toEqual(['organization.review_requested org-1']);
    expect(await actions('?q=REGISTERED')).toEqual(['organization.hidden org-1']);
    expect(await actions('?q=new-mod')).toEqual(['user.admin_granted user-1']);
    expect(await actions('?q=_')).toEqual([]);
    expect(await actions('?actor=owner&targetId=org-2')).toEqual([]);
    const refused = await admin.browser.get('/api/admin/audit-log?action=organization.deleted');
    expect(refused.statusCode).toBe(400);
  });

  it('pages through the log', async () => {
    const db = testApp.database.db;
    const many = Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => ({
      actorKind: 'system' as const,
      actorLabel: 'billing',
      action: 'billing.canceled',
      targetType: 'subscription',
      targetId: `sub_page_${index}`,
    }));
    await db.insert(auditLog).values(many);
    const first = await read('?page=1');
    const second = await read('?page=2');
    expect(first.total).toBe(ADMIN_PAGE_SIZE + 4);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.items).toHaveLength(4);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ADMIN_PAGE_SIZE + 4);
  });
});
