import { systemActor } from '../audit/index.js';
import type { AdminRolesService } from './admin-roles.service.js';

interface StartupLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Who the audit log says made administrators of the ADMIN_EMAILS accounts. */
const ADMIN_EMAILS_ACTOR = systemActor('ADMIN_EMAILS');

/**
 * At start-up, the verified accounts of ADMIN_EMAILS become administrators (once: a restart
 * finds them already so and records nothing). An address without a verified account yet is
 * named in the log; it is promoted at a later start-up, or with `npm run admin -- grant`.
 */
export async function promoteConfiguredAdmins(
  emails: readonly string[],
  roles: Pick<AdminRolesService, 'promoteConfigured' | 'listAdmins'>,
  log: StartupLog,
): Promise<void> {
  if (emails.length === 0) return;
  const promoted = await roles.promoteConfigured(emails, ADMIN_EMAILS_ACTOR);
  for (const email of promoted) log.info(`ADMIN_EMAILS: ${email} is now an administrator`);
  const admins = new Set((await roles.listAdmins()).map((admin) => admin.email));
  const waiting = emails.filter((email) => !admins.has(email));
  if (waiting.length > 0) {
    log.warn(
      `ADMIN_EMAILS: no verified account yet for ${waiting.join(', ')}; sign up and verify, then restart (or run npm run admin -- grant EMAIL)`,
    );
  }
}
