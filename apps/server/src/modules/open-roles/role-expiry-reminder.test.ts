import { utcDay } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createOpenRole, createOrganization, signUpMember } from '../../../test/factories.js';
import { openRoles, organizationMembers, users } from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { createOpenRolesRepository } from './open-roles.repository.js';
import {
  createRoleExpiryReminder,
  ROLE_EXPIRY_REMINDER_JOB,
  roleExpiryReminderJob,
} from './role-expiry-reminder.js';

const NOW = new Date('2027-03-01T08:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const dayIn = (days: number) => utcDay(new Date(NOW.getTime() + days * DAY_MS));

const db = () => testApp.database.db;

const testApp = await buildTestApp();

afterAll(async () => {
  await testApp.close();
});

function addRole(organizationId: string, title: string, validThrough: string, closed = false) {
  return createOpenRole(db(), organizationId, {
    title,
    validThrough,
    closedAt: closed ? new Date() : null,
  });
}

function reminder() {
  const sent: MailMessage[] = [];
  const remind = createRoleExpiryReminder({
    repository: createOpenRolesRepository(db()),
    mailer: { send: async (message) => void sent.push(message) },
    publicUrl: 'https://profiles.test',
    productName: 'Catalyst',
  });
  return { sent, remind };
}

describe('the reminder that a role ends soon', () => {
  it('tells each owner and editor once, a week ahead, of the roles ending', async () => {
    const [owner, editor, unverifiedEditor] = await Promise.all([
      signUpMember(testApp.app, db()),
      signUpMember(testApp.app, db()),
      signUpMember(testApp.app, db(), { verified: false }),
    ]);
    const organization = await createOrganization(db(), {
      name: 'Harbour Aid',
      createdBy: owner.userId,
    });
    await db()
      .insert(organizationMembers)
      .values([
        { organizationId: organization.id, userId: editor.userId, role: 'editor' },
        { organizationId: organization.id, userId: unverifiedEditor.userId, role: 'editor' },
      ]);
    const inAWeek = await addRole(organization.id, 'Boat Mechanic', dayIn(7));
    await addRole(organization.id, 'Cook', dayIn(2));
    await addRole(organization.id, 'Later', dayIn(8));
    await addRole(organization.id, 'Closed', dayIn(3), true);
    await addRole(organization.id, 'Ended', dayIn(-1));

    const { sent, remind } = reminder();
    expect(await remind(NOW)).toEqual({ roles: 2, organizations: 1, mailed: 2 });
    expect(sent.map((mail) => mail.to).sort()).toEqual([editor.email, owner.email].sort());
    const mail = sent[0]!;
    expect(mail.subject).toBe('2 of your roles end soon');
    expect(mail.text).toContain('Cook: open until 3 March 2027.');
    expect(mail.text).toContain('Boat Mechanic: open until 8 March 2027.');
    expect(mail.text).not.toContain('Later');
    expect(mail.text).toContain(
      `https://profiles.test/organizations/${organization.id}/edit/roles`,
    );

    // The next run, or another process's, tells no one again.
    expect(await remind(NOW)).toEqual({ roles: 0, organizations: 0, mailed: 0 });

    // A new last day (as the API sets it) means a reminder before that one.
    await db()
      .update(openRoles)
      .set({ validThrough: dayIn(5), expiryRemindedAt: null })
      .where(eq(openRoles.id, inAWeek.id));
    const again = reminder();
    expect(await again.remind(NOW)).toMatchObject({ roles: 1, mailed: 2 });
    expect(again.sent[0]!.subject).toBe('Your role “Boat Mechanic” ends soon');
  });

  it('mails no one disabled, and runs daily as a job', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db(), { createdBy: owner.userId });
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, owner.userId));
    await addRole(organization.id, 'Unread', dayIn(1));
    const { sent, remind } = reminder();
    const job = roleExpiryReminderJob(remind, () => NOW);
    expect(job).toMatchObject({ name: ROLE_EXPIRY_REMINDER_JOB, schedule: '0 8 * * *' });
    const result = await job.run({}, undefined as never);
    expect(result).toMatchObject({ roles: 1, mailed: 0 });
    expect(sent).toEqual([]);
  });
});
