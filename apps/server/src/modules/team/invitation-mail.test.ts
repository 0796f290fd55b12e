import {
  INVITATIONS_PER_ORGANIZATION_PER_DAY,
  INVITATIONS_PER_SENDER_PER_DAY,
  teamMessages,
} from '@catalyst/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestAppWithMail } from '../../../test/build-test-app.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema/index.js';
import { freshAddress, INVITATION_SUBJECT, teamKit } from './team-test-kit.js';

/**
 * Invitation mail is no relay for someone else's words: only a published profile that is not
 * hidden sends it, its subject is the product's alone, the names typed by whoever invites stay
 * in the body, quoted and attributed, and the mail is budgeted per organization and per sender
 * for any 24 hours, counted in the database.
 */
const testApp = await buildTestAppWithMail();
const { mail } = testApp;
const db = testApp.database.db;
const kit = teamKit(testApp);

afterAll(async () => {
  await testApp.close();
});

beforeEach(() => {
  mail.length = 0;
});

const DAY_MS = 86_400_000;

const storedFor = (organizationId: string) =>
  db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.organizationId, organizationId));

/** Withdraws them in the database: the open allowance is not what these tests are about. */
const withdrawAll = (organizationIds: string[]) =>
  db
    .update(organizationInvitations)
    .set({ revokedAt: new Date() })
    .where(inArray(organizationInvitations.organizationId, organizationIds));

/** As if everything sent so far had been sent a day and a second ago. */
const pushIntoThePast = (organizationIds: string[]) =>
  db
    .update(organizationInvitations)
    .set({ createdAt: sql`${organizationInvitations.createdAt} - interval '1 day 1 second'` })
    .where(inArray(organizationInvitations.organizationId, organizationIds));

async function inviteMany(owner: Member, organizationId: string, times: number) {
  for (let index = 0; index < times; index += 1) {
    const response = await kit.sendInvitation(owner, organizationId, freshAddress(), 'editor');
    expect(response.statusCode, response.body).toBe(201);
  }
}

describe('who may send invitations', () => {
  it.each(['pending', 'lapsed'] as const)(
    'a %s (unpaid) organization is refused, stores nothing and mails nothing',
    async (status) => {
      const { owner, id } = await kit.ownedOrganization(status);
      const response = await kit.sendInvitation(owner, id, freshAddress(), 'owner');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'CONFLICT', message: teamMessages.invitationsNeedPublishedProfile },
      });
      expect(await storedFor(id)).toEqual([]);
      expect(kit.invitationMails()).toEqual([]);
    },
  );

  it('a profile hidden by moderators is refused, and mails nothing', async () => {
    const { owner, id } = await kit.ownedOrganization('published');
    await db
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Under review for spam.' })
      .where(eq(organizations.id, id));
    const response = await kit.sendInvitation(owner, id, freshAddress(), 'editor');
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: teamMessages.invitationsWhileHidden },
    });
    expect(await storedFor(id)).toEqual([]);
    expect(kit.invitationMails()).toEqual([]);
  });
});

describe('what the mail says', () => {
  it('names the product alone in the subject; the typed names are quoted, escaped and attributed', async () => {
    const owner = await kit.personAt(freshAddress(), 'Olive Owner');
    const organizationName = 'Claim <b>Prizes</b>\nat prize.example';
    await db
      .update(users)
      .set({ name: 'Bank\u202Eteam\r\nSecurity' })
      .where(eq(users.id, owner.userId));
    const { id } = await createOrganization(db, {
      createdBy: owner.userId,
      name: organizationName,
    });
    const email = freshAddress();
    await kit.invite(owner, id, email, 'editor');

    const [sent] = kit.invitationMails();
    expect(sent?.to).toBe(email);
    expect(sent?.subject).toBe(INVITATION_SUBJECT);
    for (const typed of ['Prizes', 'prize.example', 'Bank', 'Security']) {
      expect(sent?.subject).not.toContain(typed);
    }
    expect(sent?.text).toContain(
      'Organization: “Claim <b>Prizes</b> at prize.example”. Invited by: “Bank team Security”. Both names are as the organization’s owners entered them; Catalyst Profiles has not checked them.',
    );
    expect(sent?.text).not.toContain('\u202E');
    expect(sent?.html).toContain('“Claim &lt;b&gt;Prizes&lt;/b&gt; at prize.example”');
    expect(sent?.html).not.toContain('<b>');
  });
});

describe('the daily budgets', () => {
  it(`an organization sends at most ${INVITATIONS_PER_ORGANIZATION_PER_DAY} in 24 hours, withdrawn ones included`, async () => {
    const { owner, id } = await kit.ownedOrganization();
    await inviteMany(owner, id, INVITATIONS_PER_ORGANIZATION_PER_DAY);
    await withdrawAll([id]);
    mail.length = 0;

    const refused = await kit.sendInvitation(owner, id, freshAddress(), 'editor');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: teamMessages.organizationInvitationBudget },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 300);
    expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    expect(kit.invitationMails()).toEqual([]);
    expect(await storedFor(id)).toHaveLength(INVITATIONS_PER_ORGANIZATION_PER_DAY);

    await pushIntoThePast([id]);
    expect((await kit.sendInvitation(owner, id, freshAddress(), 'editor')).statusCode).toBe(201);
  });

  it(`one person sends at most ${INVITATIONS_PER_SENDER_PER_DAY} in 24 hours, across their organizations`, async () => {
    const { owner, id: first } = await kit.ownedOrganization();
    const { id: second } = await createOrganization(db, { createdBy: owner.userId });
    await inviteMany(owner, first, INVITATIONS_PER_ORGANIZATION_PER_DAY);
    await inviteMany(
      owner,
      second,
      INVITATIONS_PER_SENDER_PER_DAY - INVITATIONS_PER_ORGANIZATION_PER_DAY,
    );
    await withdrawAll([first, second]);
    mail.length = 0;

    const refused = await kit.sendInvitation(owner, second, freshAddress(), 'editor');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: teamMessages.senderInvitationBudget },
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(kit.invitationMails()).toEqual([]);

    // Another owner of the same organization has an allowance of their own.
    const partner = await signUpMember(testApp.app, db);
    await db
      .insert(organizationMembers)
      .values({ organizationId: second, userId: partner.userId, role: 'owner' });
    expect((await kit.sendInvitation(partner, second, freshAddress(), 'editor')).statusCode).toBe(
      201,
    );

    await pushIntoThePast([first, second]);
    expect((await kit.sendInvitation(owner, second, freshAddress(), 'editor')).statusCode).toBe(
      201,
    );
  });
});
