import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { AuditEntry } from './audit-entry.js';

/** The database or an open transaction: an action and its record commit together. */
type AuditExecutor = Pick<Database, 'insert'>;

/**
 * Adds the entry in the caller's transaction, so an action is never done without its record
 * nor recorded without being done.
 */
export async function writeAuditEntry(executor: AuditExecutor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}

interface AuditLogFilter {
  action?: string | undefined;
  actorKind?: AuditEntry['actor']['kind'] | undefined;
  targetId?: string | undefined;
  /** Words in the actor's or target's label, the reason or a value of the details. */
  text?: string | undefined;
}

/**
 * A top-level value of the details matching the pattern: the person a team change was about
 * is found by their address. Keys are left out, so searching 'email' finds no one by it.
 */
function detailValueLike(pattern: string): SQL {
  return sql`exists (
    select 1 from jsonb_each_text(${auditLog.details}) as detail
     where detail.value ilike ${pattern}
  )`;
}

function conditionOf(filter: AuditLogFilter): SQL | undefined {
  const pattern = filter.text ? containsPattern(filter.text) : undefined;
  return and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actorKind ? eq(auditLog.actorKind, filter.actorKind) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    pattern
      ? or(
          ilike(auditLog.actorLabel, pattern),
          ilike(auditLog.targetLabel, pattern),
          ilike(auditLog.reason, pattern),
          detailValueLike(pattern),
        )
      : undefined,
  );
}

export function createAuditRepository(db: Database) {
  return {
    /** A page of the log, newest first, and how many entries match in all. */
    async list(filter: AuditLogFilter, page: { offset: number; limit: number }) {
      const where = conditionOf(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
