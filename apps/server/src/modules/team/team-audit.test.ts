import type { AuditLogEntry } from '@catalyst/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMail } from '../../../test/build-test-app.js';
import { createOrganization, signUpAdmin, type Member } from '../../../test/factories.js';
import { freshAddress, teamKit } from './team-test-kit.js';

/**
 * Every team change is in the audit log, written with the change: who did it, to whom, in
 * which organization. The console reads them as it reads every other entry.
 */
const testApp = await buildTestAppWithMail();
const { app } = testApp;
const db = testApp.database.db;
const kit = teamKit(testApp);

afterAll(async () => {
  await testApp.close();
});

const admin = await signUpAdmin(app, db);

async function log(query: string) {
  const response = await admin.browser.get(`/api/admin/audit-log?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { items: AuditLogEntry[] } }).data.items;
}

const as = (kind: 'owner' | 'member', person: Member) => ({
  kind,
  id: person.userId,
  label: person.email,
});

describe('the audit log of a team', () => {
  it('records invite, withdraw, accept, role change, removal and leaving, with the organization', async () => {
    const owner = await kit.personAt(freshAddress(), 'Olive Owner');
    const { id, name } = await createOrganization(db, {
      createdBy: owner.userId,
      name: 'Harbour Trust',
    });
    const organization = { type: 'organization', id, label: name };

    const withdrawnEmail = freshAddress();
    const withdrawn = await kit.invite(owner, id, withdrawnEmail, 'owner');
    const withdrawal = await owner.browser.delete(
      `/api/organizations/${id}/invitations/${withdrawn.id}`,
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const editorEmail = freshAddress();
    const invitation = await kit.invite(owner, id, editorEmail, 'editor');
    const editor = await kit.personAt(editorEmail, 'Eddie Editor');
    expect((await kit.accept(editor, invitation.token)).statusCode).toBe(200);

    const setRole = (userId: string, role: string) =>
      owner.browser.request({
        method: 'PUT',
        url: `/api/organizations/${id}/members/${userId}`,
        payload: { role },
      });
    expect((await setRole(editor.userId, 'owner')).statusCode).toBe(200);
    const theirs = freshAddress();
    await kit.invite(editor, id, theirs, 'editor');
    expect((await setRole(editor.userId, 'editor')).statusCode).toBe(200);
    const removal = await owner.browser.delete(`/api/organizations/${id}/members/${editor.userId}`);
    expect(removal.statusCode, removal.body).toBe(200);

    const leaver = await kit.join(owner, id, 'editor', 'Lee Leaver');
    const left = await leaver.browser.delete(`/api/organizations/${id}/members/${leaver.userId}`);
    expect(left.statusCode, left.body).toBe(200);

    const entries = await log(`targetId=${id}`);
    const summary = entries.map((entry) => [entry.action, entry.actor.label]);
    expect(summary).toEqual([
      ['team.member_left', leaver.email],
      ['team.invitation_accepted', leaver.email],
      ['team.invitation_sent', owner.email],
      ['team.member_removed', owner.email],
      ['team.role_changed', owner.email],
      ['team.invitation_sent', editor.email],
      ['team.role_changed', owner.email],
      ['team.invitation_accepted', editor.email],
      ['team.invitation_sent', owner.email],
      ['team.invitation_withdrawn', owner.email],
      ['team.invitation_sent', owner.email],
    ]);
    for (const entry of entries) {
      expect(entry.target).toEqual(organization);
      expect(entry.reason).toBeNull();
    }
    const [leaving, , , removed, demoted, , promoted, accepted, , withdrawnEntry, sent] = entries;
    expect(sent).toMatchObject({
      actor: as('owner', owner),
      details: { email: withdrawnEmail, role: 'owner', invitationId: withdrawn.id },
    });
    expect(withdrawnEntry).toMatchObject({
      actor: as('owner', owner),
      details: { email: withdrawnEmail, role: 'owner', invitationId: withdrawn.id },
    });
    expect(accepted).toMatchObject({
      actor: as('member', editor),
      details: { role: 'editor', invitationId: invitation.id, invitedBy: owner.userId },
    });
    expect(promoted?.details).toEqual({
      member: editor.email,
      memberId: editor.userId,
      from: 'editor',
      to: 'owner',
    });
    // Made an editor, they could no longer have sent the invitation they had sent.
    expect(demoted?.details).toEqual({
      member: editor.email,
      memberId: editor.userId,
      from: 'owner',
      to: 'editor',
      withdrawnInvitations: [theirs],
    });
    expect(removed).toMatchObject({
      actor: as('owner', owner),
      details: { member: editor.email, memberId: editor.userId, role: 'editor' },
    });
    expect(leaving).toMatchObject({
      actor: as('member', leaver),
      details: { member: leaver.email, memberId: leaver.userId, role: 'editor' },
    });

    // Found as every other entry is: by the person it was about, by action, by who acted.
    const aboutWithdrawn = await log(`q=${encodeURIComponent(withdrawnEmail)}`);
    expect(aboutWithdrawn.map((entry) => entry.action)).toEqual([
      'team.invitation_withdrawn',
      'team.invitation_sent',
    ]);
    const byMembers = await log(`actor=member&targetId=${id}`);
    expect(byMembers.map((entry) => entry.action)).toEqual([
      'team.member_left',
      'team.invitation_accepted',
      'team.invitation_accepted',
    ]);
    expect((await log('action=team.member_removed')).map((entry) => entry.id)).toEqual([
      removed?.id,
    ]);
    expect((await log('q=Harbour%20Trust')).length).toBe(entries.length);
  });

  it('records nothing for a change refused or a change that changes nothing', async () => {
    const { owner, id } = await kit.ownedOrganization();
    const stepDown = await owner.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}/members/${owner.userId}`,
      payload: { role: 'editor' },
    });
    expect(stepDown.statusCode).toBe(409);
    const same = await owner.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}/members/${owner.userId}`,
      payload: { role: 'owner' },
    });
    expect(same.statusCode, same.body).toBe(200);
    const unpaid = await kit.ownedOrganization('pending');
    const refused = await kit.sendInvitation(unpaid.owner, unpaid.id, freshAddress(), 'editor');
    expect(refused.statusCode).toBe(409);
    expect(await log(`targetId=${id}`)).toEqual([]);
    expect(await log(`targetId=${unpaid.id}`)).toEqual([]);
  });
});
