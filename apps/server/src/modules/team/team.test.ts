import { createHash } from 'node:crypto';
import {
  INVITATION_DAYS,
  PENDING_INVITATIONS_MAX,
  teamMessages,
  type InvitationPreview,
  type MemberRole,
  type MemberOrganization,
  type Team,
  type WaitingInvitation,
} from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestAppWithMail } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
} from '../../db/schema/index.js';
import { UNVERIFIED_MESSAGE } from '../../plugins/session.js';
import { freshAddress, teamKit } from './team-test-kit.js';

const testApp = await buildTestAppWithMail();
const { app, mail } = testApp;
const db = testApp.database.db;

afterAll(async () => {
  await testApp.close();
});

beforeEach(() => {
  mail.length = 0;
});

const DAY_MS = 86_400_000;

const kit = teamKit(testApp);
const { personAt, ownedOrganization, invitationMails } = kit;

/** Invites and answers the token of the link that went by mail. */
const invite = async (owner: Member, id: string, email: string, role: MemberRole = 'editor') =>
  (await kit.invite(owner, id, email, role)).token;

const accept = (member: Member, token: string) =>
  member.browser.post(`/api/invitations/${token}/accept`);

const preview = async (token: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/invitations/${token}` })).json() as {
      data: InvitationPreview;
    }
  ).data;

const teamOf = async (member: Member, id: string) => {
  const response = await member.browser.get(`/api/organizations/${id}/members`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Team }).data;
};

/** Who is in the organization, read from the database rather than through the API. */
async function memberIdsOf(organizationId: string) {
  const members = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return members.map((member) => member.userId);
}

function refusal(code: string, message: string) {
  return { error: { code, message } };
}

describe('inviting', () => {
  it('mails a link that works 7 days, storing only the token’s hash', async () => {
    const { owner, id, name } = await ownedOrganization();
    const email = freshAddress();
    const token = await invite(owner, id, email.toUpperCase(), 'editor');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [sent] = invitationMails();
    expect(sent!.to).toBe(email);
    expect(sent!.text).toContain(`Organization: “${name}”. Invited by: “Olive Owner”.`);
    expect(sent!.text).toContain(`https://profiles.test/invitations/${token}`);

    const [stored] = await db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.organizationId, id));
    expect(stored!.email).toBe(email);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(
      INVITATION_DAYS * DAY_MS,
    );

    expect(await preview(token)).toEqual({
      organization: { id, name, slug: expect.any(String) },
      role: 'editor',
      invitedBy: 'Olive Owner',
      email,
      expiresAt: stored!.expiresAt.toISOString(),
      status: 'pending',
    });
    const team = await teamOf(owner, id);
    expect(team.members).toEqual([
      expect.objectContaining({ userId: owner.userId, role: 'owner', name: 'Olive Owner' }),
    ]);
    expect(team.invitations).toEqual([
      expect.objectContaining({ email, role: 'editor', invitedBy: 'Olive Owner' }),
    ]);
  });

  it('refuses someone already in the organization, and a second open invitation', async () => {
    const { owner, id } = await ownedOrganization();
    const response = await owner.browser.post(`/api/organizations/${id}/invitations`, {
      email: owner.email.toUpperCase(),
      role: 'owner',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('CONFLICT', teamMessages.alreadyMember));

    const email = freshAddress();
    await invite(owner, id, email);
    const again = await owner.browser.post(`/api/organizations/${id}/invitations`, {
      email,
      role: 'owner',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('CONFLICT', teamMessages.alreadyInvited));
  });

  it(`holds at most ${PENDING_INVITATIONS_MAX} open invitations`, async () => {
    const { owner, id } = await ownedOrganization();
    for (let index = 0; index < PENDING_INVITATIONS_MAX; index += 1) {
      await invite(owner, id, freshAddress());
    }
    const over = await owner.browser.post(`/api/organizations/${id}/invitations`, {
      email: freshAddress(),
      role: 'editor',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(refusal('CONFLICT', teamMessages.tooManyInvitations));
  });

  it('rejects malformed and oversized bodies before anything is stored', async () => {
    const { owner, id } = await ownedOrganization();
    for (const payload of [
      { email: 'not an address', role: 'editor' },
      { email: freshAddress(), role: 'admin' },
      { email: freshAddress(), role: 'editor', organizationId: id },
      { email: `${'a'.repeat(400)}@example.org`, role: 'editor' },
    ]) {
      const response = await owner.browser.post(`/api/organizations/${id}/invitations`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const huge = await owner.browser.request({
      method: 'POST',
      url: `/api/organizations/${id}/invitations`,
      payload: { email: freshAddress(), role: 'editor', padding: 'x'.repeat(2_000_000) },
    });
    expect([400, 413]).toContain(huge.statusCode);
    const stored = await db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.organizationId, id));
    expect(stored).toEqual([]);
    expect(invitationMails()).toEqual([]);
  });
});

describe('accepting', () => {
  it('makes the invited person an editor, once; a replay is refused', async () => {
    const { owner, id } = await ownedOrganization();
    const email = freshAddress();
    const token = await invite(owner, id, email);
    const invitee = await personAt(email.toUpperCase());

    const accepted = await accept(invitee, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ data: { organizationId: id } });
    expect((await preview(token)).status).toBe('accepted');

    const team = await teamOf(invitee, id);
    expect(team.members.map((member) => [member.userId, member.role])).toEqual([
      [owner.userId, 'owner'],
      [invitee.userId, 'editor'],
    ]);
    expect(team.invitations).toEqual([]);
    const mine = (await invitee.browser.get('/api/users/organizations')).json() as {
      data: MemberOrganization[];
    };
    expect(mine.data.map((organization) => [organization.id, organization.viewerRole])).toEqual([
      [id, 'editor'],
    ]);

    const replay = await accept(invitee, token);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(refusal('CONFLICT', teamMessages.invitationUsed));
    const concurrentTwin = await personAt(`twin-${email}`);
    const byAnother = await accept(concurrentTwin, token);
    expect(byAnother.statusCode).toBe(409);
  });

  it('two acceptances of one link at once: exactly one succeeds', async () => {
    const { owner, id } = await ownedOrganization();
    const email = freshAddress();
    const token = await invite(owner, id, email);
    const invitee = await personAt(email);
    const answers = await Promise.all([accept(invitee, token), accept(invitee, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses another address, a guest, an unverified address and a signed-out visitor', async () => {
    const { owner, id } = await ownedOrganization();
    const email = freshAddress();
    const token = await invite(owner, id, email);

    const someoneElse = await signUpMember(app, db);
    const wrong = await accept(someoneElse, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(refusal('FORBIDDEN', teamMessages.invitationOtherAddress));

    const guest = await signInGuest(app);
    expect((await guest.browser.post(`/api/invitations/${token}/accept`)).statusCode).toBe(401);
    const unverified = await signUpMember(app, db, { verified: false });
    const notYet = await unverified.browser.post(`/api/invitations/${token}/accept`);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toEqual(refusal('EMAIL_NOT_VERIFIED', UNVERIFIED_MESSAGE));
    const signedOut = await app.inject({ method: 'POST', url: `/api/invitations/${token}/accept` });
    expect(signedOut.statusCode).toBe(401);

    expect(await memberIdsOf(id)).toEqual([owner.userId]);
    expect((await preview(token)).status).toBe('pending');
  });

  it('answers an unknown or malformed link with not found', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/invitations/${'A'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusal('NOT_FOUND', teamMessages.invitationNotFound));
    const malformed = await app.inject({ method: 'GET', url: '/api/invitations/%27;drop' });
    expect(malformed.statusCode).toBe(400);
    const member = await signUpMember(app, db);
    const acceptUnknown = await accept(member, 'B'.repeat(43));
    expect(acceptUnknown.statusCode).toBe(404);
  });
});

describe('invitations waiting for a verified address', () => {
  const waitingFor = async (member: Member) => {
    const response = await member.browser.get('/api/users/me/invitations');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: WaitingInvitation[] }).data;
  };
  const acceptWaiting = (member: Member, invitationId: string) =>
    member.browser.post(`/api/users/me/invitations/${invitationId}/accept`);

  it('lists the pending ones sent to me, and accepts one without its link', async () => {
    const first = await ownedOrganization();
    const second = await ownedOrganization();
    const email = freshAddress();
    await invite(first.owner, first.id, email, 'owner');
    const withdrawnToken = await invite(second.owner, second.id, email);
    const [withdrawn] = await db
      .select({ id: organizationInvitations.id })
      .from(organizationInvitations)
      .where(eq(organizationInvitations.organizationId, second.id));
    await second.owner.browser.request({
      method: 'DELETE',
      url: `/api/organizations/${second.id}/invitations/${withdrawn!.id}`,
    });
    expect((await preview(withdrawnToken)).status).toBe('revoked');
    const invitee = await personAt(email.toUpperCase());

    const waiting = await waitingFor(invitee);
    expect(waiting).toEqual([
      {
        id: expect.any(String),
        organization: { id: first.id, name: first.name, slug: expect.any(String) },
        role: 'owner',
        invitedBy: 'Olive Owner',
        expiresAt: expect.any(String),
      },
    ]);
    // Someone else sees none of them.
    expect(await waitingFor(await signUpMember(app, db))).toEqual([]);

    const accepted = await acceptWaiting(invitee, waiting[0]!.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ data: { organizationId: first.id } });
    expect((await teamOf(invitee, first.id)).members).toContainEqual(
      expect.objectContaining({ userId: invitee.userId, role: 'owner' }),
    );
    expect(await waitingFor(invitee)).toEqual([]);
    const replay = await acceptWaiting(invitee, waiting[0]!.id);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(refusal('CONFLICT', teamMessages.invitationUsed));
    // A withdrawn invitation is not listed and cannot be accepted by its id either.
    const late = await acceptWaiting(invitee, withdrawn!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(refusal('CONFLICT', teamMessages.invitationRevoked));
  });

  it('tells nothing of another person’s invitation, and needs a verified account', async () => {
    const { owner, id } = await ownedOrganization();
    await invite(owner, id, freshAddress());
    const [invitation] = await db
      .select({ id: organizationInvitations.id })
      .from(organizationInvitations)
      .where(eq(organizationInvitations.organizationId, id));

    const stranger = await signUpMember(app, db);
    const guessed = await acceptWaiting(stranger, invitation!.id);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual(refusal('NOT_FOUND', teamMessages.invitationNotFound));
    const unknown = await acceptWaiting(stranger, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toEqual(guessed.json());
    expect((await acceptWaiting(stranger, 'not-an-id')).statusCode).toBe(400);

    const unverified = await signUpMember(app, db, { verified: false });
    const notYet = await unverified.browser.get('/api/users/me/invitations');
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toEqual(refusal('EMAIL_NOT_VERIFIED', UNVERIFIED_MESSAGE));
    const guest = await signInGuest(app);
    expect((await guest.browser.get('/api/users/me/invitations')).statusCode).toBe(401);
    const signedOut = await app.inject({ method: 'GET', url: '/api/users/me/invitations' });
    expect(signedOut.statusCode).toBe(401);

    expect(await memberIdsOf(id)).toEqual([owner.userId]);
  });

  it('leaves out an expired invitation', async () => {
    const { owner, id } = await ownedOrganization();
    const email = freshAddress();
    await invite(owner, id, email);
    await db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.organizationId, id));
    expect(await waitingFor(await personAt(email))).toEqual([]);
  });
});

describe('expiry and withdrawal', () => {
  it('an invitation past its 7 days cannot be accepted; inviting again sends a new link', async () => {
    const { owner, id } = await ownedOrganization();
    const email = freshAddress();
    const old = await invite(owner, id, email);
    // Seven days and a second later, as far as the invitation can tell.
    await db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.organizationId, id));
    expect((await preview(old)).status).toBe('expired');
    expect((await teamOf(owner, id)).invitations).toEqual([]);
    const invitee = await personAt(email);
    const late = await accept(invitee, old);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(refusal('CONFLICT', teamMessages.invitationExpired));

    const fresh = await invite(owner, id, email);
    expect((await preview(old)).status).toBe('revoked');
    expect((await accept(invitee, fresh)).statusCode).toBe(200);
  });

  it('a withdrawn invitation stops working at once; only owners withdraw', async () => {
    const { owner, id } = await ownedOrganization();
    const editor = await signUpMember(app, db);
    await db
      .insert(organizationMembers)
      .values({ organizationId: id, userId: editor.userId, role: 'editor' });
    const email = freshAddress();
    const token = await invite(owner, id, email);
    const [invitation] = (await teamOf(owner, id)).invitations;

    const byEditor = await editor.browser.delete(
      `/api/organizations/${id}/invitations/${invitation!.id}`,
    );
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toEqual(refusal('FORBIDDEN', teamMessages.ownersOnly));

    const revoked = await owner.browser.delete(
      `/api/organizations/${id}/invitations/${invitation!.id}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await preview(token)).status).toBe('revoked');
    const invitee = await personAt(email);
    const refused = await accept(invitee, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('CONFLICT', teamMessages.invitationRevoked));
    const twice = await owner.browser.delete(
      `/api/organizations/${id}/invitations/${invitation!.id}`,
    );
    expect(twice.statusCode).toBe(404);
  });

  it('an invitation of another organization cannot be withdrawn through this one', async () => {
    const first = await ownedOrganization();
    const second = await ownedOrganization();
    await invite(second.owner, second.id, freshAddress());
    const [theirs] = (await teamOf(second.owner, second.id)).invitations;
    const response = await first.owner.browser.delete(
      `/api/organizations/${first.id}/invitations/${theirs!.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect((await teamOf(second.owner, second.id)).invitations).toHaveLength(1);
  });
});

describe('roles, removal and the last owner', () => {
  async function withEditor(status: 'pending' | 'published' = 'pending') {
    const organization = await ownedOrganization(status);
    const editor = await signUpMember(app, db, { name: 'Eddie Editor' });
    await db
      .insert(organizationMembers)
      .values({ organizationId: organization.id, userId: editor.userId, role: 'editor' });
    return { ...organization, editor };
  }

  const setRole = (by: Member, id: string, userId: string, role: string) =>
    by.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}/members/${userId}`,
      payload: { role },
    });
  const remove = (by: Member, id: string, userId: string) =>
    by.browser.delete(`/api/organizations/${id}/members/${userId}`);

  it('the last owner can neither become an editor, nor be removed, nor leave', async () => {
    const { owner, id } = await withEditor();
    for (const response of [
      await setRole(owner, id, owner.userId, 'editor'),
      await remove(owner, id, owner.userId),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal('CONFLICT', teamMessages.lastOwner));
    }
    expect((await teamOf(owner, id)).members.map((member) => member.role)).toEqual([
      'owner',
      'editor',
    ]);
  });

  it('with a second owner, the first may step down or leave', async () => {
    const { owner, editor, id } = await withEditor();
    expect((await setRole(owner, id, editor.userId, 'owner')).statusCode).toBe(200);
    expect((await setRole(owner, id, owner.userId, 'editor')).statusCode).toBe(200);
    expect((await remove(owner, id, owner.userId)).statusCode).toBe(200);
    const team = await teamOf(editor, id);
    expect(team.members.map((member) => [member.userId, member.role])).toEqual([
      [editor.userId, 'owner'],
    ]);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const { owner, editor, id } = await withEditor();
    await setRole(owner, id, editor.userId, 'owner');
    const answers = await Promise.all([
      setRole(owner, id, editor.userId, 'editor'),
      setRole(editor, id, owner.userId, 'editor'),
    ]);
    // The second finds the organization down to one owner (409), or itself no longer an
    // owner (403): either way, it changes nothing.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await db
      .select()
      .from(organizationMembers)
      .where(
        and(eq(organizationMembers.organizationId, id), eq(organizationMembers.role, 'owner')),
      );
    expect(owners).toHaveLength(1);
  });

  it('editors change no one’s role and remove no one but themselves', async () => {
    const { owner, editor, id } = await withEditor();
    const promote = await setRole(editor, id, editor.userId, 'owner');
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual(refusal('FORBIDDEN', teamMessages.ownersOnly));
    const oust = await remove(editor, id, owner.userId);
    expect(oust.statusCode).toBe(403);
    const leave = await remove(editor, id, editor.userId);
    expect(leave.statusCode).toBe(200);
  });

  it('removing someone ends their access at once', async () => {
    const { owner, editor, id } = await withEditor('published');
    const edit = {
      name: 'Still Mine',
      description: 'Edited by the editor.',
      country: 'DE',
      categoryIds: ['education'],
    };
    const before = await editor.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: edit,
    });
    expect(before.statusCode, before.body).toBe(200);
    expect((await remove(owner, id, editor.userId)).statusCode).toBe(200);

    const after = await editor.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: { ...edit, name: 'After Removal' },
    });
    expect(after.statusCode).toBe(403);
    expect((await editor.browser.get(`/api/organizations/${id}/members`)).statusCode).toBe(403);
    const mine = (await editor.browser.get('/api/users/organizations')).json() as {
      data: MemberOrganization[];
    };
    expect(mine.data.map((organization) => organization.id)).not.toContain(id);
    const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
    expect(row!.name).toBe('Still Mine');
  });

  it('someone not in the organization cannot be changed', async () => {
    const { owner, id } = await withEditor();
    const response = await setRole(owner, id, 'nobody-here', 'editor');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('NOT_FOUND', teamMessages.memberNotFound));
  });
});

describe('deleting an account', () => {
  it('deletes organizations only they own, and leaves the others', async () => {
    const solo = await ownedOrganization();
    const shared = await createOrganization(db, { createdBy: solo.owner.userId });
    const partner = await signUpMember(app, db);
    await db
      .insert(organizationMembers)
      .values({ organizationId: shared.id, userId: partner.userId, role: 'owner' });

    const response = await solo.owner.browser.request({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { confirmation: 'DELETE', password: solo.owner.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const remaining = await db.select({ id: organizations.id }).from(organizations);
    const ids = remaining.map((row) => row.id);
    expect(ids).not.toContain(solo.id);
    expect(ids).toContain(shared.id);
    const left = await db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, solo.owner.userId));
    expect(left).toEqual([]);
  });
});
