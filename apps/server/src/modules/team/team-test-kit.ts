import type { MemberRole } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestAppWithMail } from '../../../test/build-test-app.js';
import {
  createOrganization,
  MEMBER_PASSWORD,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationMembers, users } from '../../db/schema/index.js';

/** The one subject every invitation goes out with. */
export const INVITATION_SUBJECT = 'You are invited to join a team on Catalyst Profiles';

let sequence = 0;
export const freshAddress = () => `invitee-${Date.now()}-${(sequence += 1)}@example.org`;

/**
 * The team tests' people and steps, through the API, on one test app that keeps its mail
 * (see buildTestAppWithMail): owners with organizations, people at invited addresses,
 * invitations by their links.
 */
export function teamKit(testApp: TestAppWithMail) {
  const { app, mail } = testApp;
  const db = testApp.database.db;

  /** A verified account at this address (signed up through the API). */
  async function personAt(email: string, name = 'Invited Person'): Promise<Member> {
    const browser = new Browser(app);
    const response = await browser.signUp(email, MEMBER_PASSWORD, name);
    expect(response.statusCode, response.body).toBe(200);
    const userId = (response.json() as { user: { id: string } }).user.id;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    return { browser, userId, email, password: MEMBER_PASSWORD };
  }

  async function ownedOrganization(
    status: 'pending' | 'published' | 'lapsed' = 'published',
    ownerName = 'Olive Owner',
  ) {
    const owner = await signUpMember(app, db, { name: ownerName });
    const organization = await createOrganization(db, { createdBy: owner.userId, status });
    return { owner, id: organization.id, name: organization.name };
  }

  const sendInvitation = (by: Member, organizationId: string, email: string, role: MemberRole) =>
    by.browser.post(`/api/organizations/${organizationId}/invitations`, { email, role });

  /** Invites and answers the token of the link that went by mail. */
  async function invite(by: Member, organizationId: string, email: string, role: MemberRole) {
    const response = await sendInvitation(by, organizationId, email, role);
    expect(response.statusCode, response.body).toBe(201);
    const message = mail.findLast((sent) => sent.to === email.toLowerCase());
    expect(message, 'the invitation mail').toBeDefined();
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(message!.text)?.[1];
    expect(token).toBeDefined();
    return { token: token!, id: (response.json() as { data: { id: string } }).data.id };
  }

  const accept = (member: Member, token: string) =>
    member.browser.post(`/api/invitations/${token}/accept`);

  /** Someone made part of the organization by invitation, as a person would be. */
  async function join(by: Member, organizationId: string, role: MemberRole, name?: string) {
    const email = freshAddress();
    const { token } = await invite(by, organizationId, email, role);
    const person = await personAt(email, name);
    const accepted = await accept(person, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return person;
  }

  async function roleOf(organizationId: string, userId: string) {
    const rows = await db
      .select({ userId: organizationMembers.userId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organizationId));
    return rows.find((row) => row.userId === userId)?.role ?? null;
  }

  const invitationMails = () => mail.filter((sent) => sent.subject === INVITATION_SUBJECT);

  return {
    personAt,
    ownedOrganization,
    sendInvitation,
    invite,
    accept,
    join,
    roleOf,
    invitationMails,
  };
}
