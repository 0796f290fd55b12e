import {
  auditActionSchema,
  auditTargetTypeSchema,
  type auditLogQuerySchema,
  type AuditLogEntry,
} from '@catalyst/shared';
import type { z } from 'zod';
import { adminPage, adminPageWindow } from '../../lib/page-window.js';
import type { AuditRepository } from './audit.repository.js';

type AuditRow = Awaited<ReturnType<AuditRepository['list']>>['rows'][number];

function toAuditLogEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
    // Rows are only written from the typed entries of audit-entry.ts.
    action: auditActionSchema.parse(row.action),
    target: {
      type: auditTargetTypeSchema.parse(row.targetType),
      id: row.targetId,
      label: row.targetLabel,
    },
    reason: row.reason,
    details: row.details,
  };
}

/** Reading the audit log; writing it is writeAuditEntry's, inside each action's transaction. */
export function createAuditService(deps: { repository: AuditRepository }) {
  const { repository } = deps;
  return {
    async list(query: z.output<typeof auditLogQuerySchema>) {
      const page = query.page;
      const { rows, total } = await repository.list(
        { action: query.action, actorKind: query.actor, targetId: query.targetId, text: query.q },
        adminPageWindow(page),
      );
      return adminPage(rows.map(toAuditLogEntry), total, page);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
