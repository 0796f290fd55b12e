import type { MemberRole } from '@catalyst/shared';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationMembers, organizations, users } from '../../db/schema/index.js';

/**
 * Who belongs to an organization, as the database answers it: the queries the rule of
 * membership.ts decides with, for any module's repository to run in its own statements, and
 * the hand-over of a guest's organizations to the account the guest becomes.
 */

/** The person's role in the organization, or null. */
export async function findMemberRole(
  db: Pick<Database, 'select'>,
  organizationId: string,
  userId: string,
): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .limit(1);
  return row?.role ?? null;
}

/**
 * Where an organization's mail goes: the verified addresses of its people who are not
 * disabled, all of them or only those with `role`, in a stable order.
 */
export async function memberEmails(
  db: Pick<Database, 'select'>,
  organizationId: string,
  role?: MemberRole,
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        role ? eq(organizationMembers.role, role) : undefined,
        eq(users.emailVerified, true),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/**
 * The person's role in the organization of the row being read (a query over `organizations`),
 * as a column: access facts load with the row they decide about, in the same statement.
 */
export function memberRoleOf(userId: string): SQL<MemberRole | null> {
  return sql<MemberRole | null>`(
    select ${organizationMembers.role} from ${organizationMembers}
    where ${organizationMembers.organizationId} = ${organizations.id}
      and ${organizationMembers.userId} = ${userId}
  )`;
}

/**
 * Makes the organizations one person created, and their places in organizations, another's,
 * in one transaction: a guest who signs up or signs in keeps what they started (auth calls
 * it, handed it by app.ts).
 */
export async function handOverOrganizations(
  db: Database,
  fromUserId: string,
  toUserId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ createdBy: toUserId })
      .where(eq(organizations.createdBy, fromUserId));
    // Their places in organizations too: access follows membership, not creation.
    await tx
      .update(organizationMembers)
      .set({ userId: toUserId })
      .where(eq(organizationMembers.userId, fromUserId));
  });
}
