/** The audit module's public surface: who acted, and the entry every audited write records. */
export { auditModule } from './audit.module.js';
export {
  adminActor,
  BILLING_ACTOR,
  memberActor,
  ownerActor,
  systemActor,
  type ActingUser,
  type AuditActor,
  type AuditEntry,
} from './audit-entry.js';
export { writeAuditEntry } from './audit.repository.js';
