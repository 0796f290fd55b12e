import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, sessions, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { writeAuditEntry, type AuditEntry } from '../audit/index.js';
import { withdrawInvitationsSentBy } from '../team/index.js';

// The outer row spelled out: in a query of one table Drizzle leaves column names bare, and a
// bare "id" in here would be the organization's.
const organizationCount = sql<number>`(
  select count(*)::int from ${organizations} where ${organizations.createdBy} = "users"."id"
)`;

const adminColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailVerified: users.emailVerified,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  organizationCount,
  createdAt: users.createdAt,
};

/** People with an account: guests are visitors, not users the console manages. */
const permanent = eq(users.isAnonymous, false);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockPermanentUser(tx: Transaction, where: SQL) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      emailVerified: users.emailVerified,
      disabledAt: users.disabledAt,
      disabledReason: users.disabledReason,
    })
    .from(users)
    .where(and(where, permanent))
    .for('update');
  return row;
}

export type LockedUser = NonNullable<Awaited<ReturnType<typeof lockPermanentUser>>>;

export type RoleChange = 'changed' | 'unchanged' | 'gone';

export function createAdminUsersRepository(db: Database) {
  return {
    /** A page of accounts, newest first, and how many match in all. */
    async list(text: string | undefined, page: { offset: number; limit: number }) {
      const pattern = text ? containsPattern(text) : undefined;
      const where = and(
        permanent,
        pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(adminColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(id: string) {
      const [row] = await db
        .select(adminColumns)
        .from(users)
        .where(and(eq(users.id, id), permanent));
      return row;
    },

    /** Every administrator, by address. */
    listAdmins() {
      return db
        .select(adminColumns)
        .from(users)
        .where(and(eq(users.role, 'admin'), permanent))
        .orderBy(asc(users.email));
    },

    /**
     * Disables the account, ends every session it has and withdraws the invitations it sent,
     * with the audit record, in one transaction: from its commit no request of theirs is
     * served, and no one joins a team on their word.
     */
    disable(
      id: string,
      change: { reason: string; at: Date },
      audit: (
        user: LockedUser & { endedSessions: number; withdrawnInvitations: string[] },
      ) => AuditEntry,
    ): Promise<'disabled' | 'already-disabled' | 'gone'> {
      return db.transaction(async (tx) => {
        const user = await lockPermanentUser(tx, eq(users.id, id));
        if (!user) return 'gone';
        if (user.disabledAt) return 'already-disabled';
        await tx
          .update(users)
          .set({ disabledAt: change.at, disabledReason: change.reason })
          .where(eq(users.id, id));
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.userId, id))
          .returning({ id: sessions.id });
        const withdrawn = await withdrawInvitationsSentBy(tx, { userIds: [id] }, change.at);
        await writeAuditEntry(
          tx,
          audit({
            ...user,
            endedSessions: ended.length,
            withdrawnInvitations: withdrawn.map((invitation) => invitation.email),
          }),
        );
        return 'disabled';
      });
    },

    enable(
      id: string,
      audit: (user: LockedUser) => AuditEntry,
    ): Promise<'enabled' | 'not-disabled' | 'gone'> {
      return db.transaction(async (tx) => {
        const user = await lockPermanentUser(tx, eq(users.id, id));
        if (!user) return 'gone';
        if (!user.disabledAt) return 'not-disabled';
        await tx
          .update(users)
          .set({ disabledAt: null, disabledReason: null })
          .where(eq(users.id, id));
        await writeAuditEntry(tx, audit(user));
        return 'enabled';
      });
    },

    /** Gives the account of this address the role, with the audit record, if it had another. */
    setRole(
      email: string,
      role: 'member' | 'admin',
      audit: (user: LockedUser) => AuditEntry,
    ): Promise<{ outcome: RoleChange; user?: LockedUser }> {
      return db.transaction(async (tx) => {
        const user = await lockPermanentUser(tx, eq(users.email, email.trim().toLowerCase()));
        if (!user) return { outcome: 'gone' };
        if (user.role === role) return { outcome: 'unchanged', user };
        await tx.update(users).set({ role }).where(eq(users.id, user.id));
        await writeAuditEntry(tx, audit(user));
        return { outcome: 'changed', user: { ...user, role } };
      });
    },

    /**
     * Makes administrators of the verified accounts among these addresses that are not yet,
     * each with its audit record; concurrent start-ups promote (and record) each one once.
     */
    promoteVerified(emails: string[], audit: (user: LockedUser) => AuditEntry) {
      if (emails.length === 0) return Promise.resolve([]);
      return db.transaction(async (tx) => {
        const promoted = await tx
          .update(users)
          .set({ role: 'admin' })
          .where(
            and(
              inArray(users.email, emails),
              eq(users.role, 'member'),
              eq(users.emailVerified, true),
              permanent,
            ),
          )
          .returning({
            id: users.id,
            email: users.email,
            role: users.role,
            emailVerified: users.emailVerified,
            disabledAt: users.disabledAt,
            disabledReason: users.disabledReason,
          });
        for (const user of promoted) await writeAuditEntry(tx, audit(user));
        return promoted;
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepository['find']>>>;
