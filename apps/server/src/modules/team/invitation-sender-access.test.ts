import {
  teamMessages,
  type InvitationPreview,
  type MemberRole,
  type WaitingInvitation,
} from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestAppWithMail } from '../../../test/build-test-app.js';
import { signUpAdmin, type Member } from '../../../test/factories.js';
import { auditLog, organizationMembers, users } from '../../db/schema/index.js';
import { freshAddress, teamKit } from './team-test-kit.js';

/**
 * An invitation is worth what its sender's access is worth: whoever stops being an owner
 * (removed, leaving, demoted, deleting their account, disabled) takes the invitations they
 * sent with them, and accepting asks again whether the sender is still an owner.
 */
const testApp = await buildTestAppWithMail();
const { app, mail } = testApp;
const db = testApp.database.db;
const kit = teamKit(testApp);

afterAll(async () => {
  await testApp.close();
});

beforeEach(() => {
  mail.length = 0;
});

const revokedRefusal = { error: { code: 'CONFLICT', message: teamMessages.invitationRevoked } };

const preview = async (token: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/invitations/${token}` });
  return {
    statusCode: response.statusCode,
    data: (response.json() as { data?: InvitationPreview }).data,
  };
};

const waitingFor = async (member: Member) => {
  const response = await member.browser.get('/api/users/me/invitations');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: WaitingInvitation[] }).data;
};

/**
 * Owner A's organization with B, made a second owner by invitation, who has invited C (as
 * `role`); A has invited D. C has no account yet: it is made when C comes to accept.
 */
async function coOwnedWithInvitations(role: MemberRole = 'owner') {
  const { owner: a, id } = await kit.ownedOrganization();
  const b = await kit.join(a, id, 'owner', 'Bea Second');
  const cEmail = freshAddress();
  const fromB = await kit.invite(b, id, cEmail, role);
  const fromA = await kit.invite(a, id, freshAddress(), 'editor');
  return { a, b, id, cEmail, fromB, fromA };
}

/** C comes to accept B's invitation and is refused: it went with B's access. */
async function expectRefusedToC(fixture: Awaited<ReturnType<typeof coOwnedWithInvitations>>) {
  const c = await kit.personAt(fixture.cEmail);
  expect(await waitingFor(c)).toEqual([]);
  const byLink = await kit.accept(c, fixture.fromB.token);
  expect(byLink.statusCode, byLink.body).toBe(409);
  expect(byLink.json()).toEqual(revokedRefusal);
  const byId = await c.browser.post(`/api/users/me/invitations/${fixture.fromB.id}/accept`);
  expect(byId.statusCode, byId.body).toBe(409);
  expect(await kit.roleOf(fixture.id, c.userId)).toBeNull();
  return c;
}

describe('an invitation dies with its sender’s access', () => {
  it('an owner removed by another takes their invitations with them; the remover’s stay', async () => {
    const fixture = await coOwnedWithInvitations('owner');
    const { a, b, id } = fixture;
    const removed = await a.browser.delete(`/api/organizations/${id}/members/${b.userId}`);
    expect(removed.statusCode, removed.body).toBe(200);

    expect((await preview(fixture.fromB.token)).data?.status).toBe('revoked');
    expect((await preview(fixture.fromA.token)).data?.status).toBe('pending');
    await expectRefusedToC(fixture);
    // A is still the owner: the invitee B sent could not remove them.
    expect(await kit.roleOf(id, a.userId)).toBe('owner');
    const team = (await a.browser.get(`/api/organizations/${id}/members`)).json() as {
      data: { invitations: { id: string }[] };
    };
    expect(team.data.invitations.map((invitation) => invitation.id)).toEqual([fixture.fromA.id]);
  });

  it('an owner made an editor loses the invitations they sent, whatever role they give', async () => {
    const fixture = await coOwnedWithInvitations('editor');
    const { a, b, id } = fixture;
    const demoted = await a.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}/members/${b.userId}`,
      payload: { role: 'editor' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await expectRefusedToC(fixture);
    expect((await preview(fixture.fromA.token)).data?.status).toBe('pending');
  });

  it('an owner who leaves takes their invitations with them', async () => {
    const fixture = await coOwnedWithInvitations();
    const left = await fixture.b.browser.delete(
      `/api/organizations/${fixture.id}/members/${fixture.b.userId}`,
    );
    expect(left.statusCode, left.body).toBe(200);
    await expectRefusedToC(fixture);
  });

  it('an owner who deletes their account takes their invitations with them', async () => {
    const fixture = await coOwnedWithInvitations();
    const deleted = await fixture.b.browser.request({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { confirmation: 'DELETE', password: fixture.b.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await preview(fixture.fromB.token)).data?.status).toBe('revoked');
    await expectRefusedToC(fixture);
  });

  it('an owner disabled by an administrator takes their invitations with them', async () => {
    const fixture = await coOwnedWithInvitations();
    const admin = await signUpAdmin(app, db);
    const disabled = await admin.browser.post(`/api/admin/users/${fixture.b.userId}/disable`, {
      reason: 'Sends invitations to strangers.',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await preview(fixture.fromB.token)).data?.status).toBe('revoked');
    await expectRefusedToC(fixture);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.disabled'), eq(auditLog.targetId, fixture.b.userId)));
    expect(entry?.details).toMatchObject({ withdrawnInvitations: [fixture.cEmail] });
  });

  it('a deleted organization’s invitations cannot be seen nor accepted', async () => {
    const fixture = await coOwnedWithInvitations();
    const deleted = await fixture.a.browser.delete(`/api/organizations/${fixture.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await preview(fixture.fromB.token)).statusCode).toBe(404);
    const c = await kit.personAt(fixture.cEmail);
    expect(await waitingFor(c)).toEqual([]);
    expect((await kit.accept(c, fixture.fromB.token)).statusCode).toBe(404);
  });
});

describe('accepting asks again whether the sender may still invite', () => {
  it('refuses, and withdraws, an invitation whose sender is no longer an owner', async () => {
    const fixture = await coOwnedWithInvitations();
    // The sender loses ownership by a way that forgot their invitations.
    await db
      .update(organizationMembers)
      .set({ role: 'editor' })
      .where(eq(organizationMembers.userId, fixture.b.userId));
    expect((await preview(fixture.fromB.token)).data?.status).toBe('pending');

    const c = await kit.personAt(fixture.cEmail);
    const refused = await kit.accept(c, fixture.fromB.token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual(revokedRefusal);
    expect(await kit.roleOf(fixture.id, c.userId)).toBeNull();
    expect((await preview(fixture.fromB.token)).data?.status).toBe('revoked');
    expect(await waitingFor(c)).toEqual([]);
  });

  it('refuses an invitation whose sender’s account is disabled', async () => {
    const fixture = await coOwnedWithInvitations();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, fixture.b.userId));
    const c = await kit.personAt(fixture.cEmail);
    const waiting = await waitingFor(c);
    expect(waiting.map((invitation) => invitation.id)).toEqual([fixture.fromB.id]);
    const refused = await c.browser.post(`/api/users/me/invitations/${fixture.fromB.id}/accept`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual(revokedRefusal);
    expect(await kit.roleOf(fixture.id, c.userId)).toBeNull();
  });
});
