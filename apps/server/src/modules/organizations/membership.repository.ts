import type { MemberRole } from '@catalyst/shared';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationMembers, organizations, users } from '../../db/schema/index.js';

/**
 * Who belongs to an organization, as the database answers it: the queries the rule of
 * membership.ts decides with, for any module's repository to run in its own statements.
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
