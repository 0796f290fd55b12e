import type { OpenRole, OpenRoleStatus } from '@catalyst/shared';
import type { OpenRoleRow } from './open-roles.repository.js';

/** Closed by its organization, ended (its last day passed, UTC), or open. */
function roleStatus(
  row: Pick<OpenRoleRow, 'closedAt' | 'validThrough'>,
  today: string,
): OpenRoleStatus {
  if (row.closedAt) return 'closed';
  return row.validThrough < today ? 'expired' : 'open';
}

/** The API's role from its row, its status as of `today`. */
export function toOpenRole(row: OpenRoleRow, today: string): OpenRole {
  return {
    id: row.id,
    organizationId: row.organizationId,
    title: row.title,
    team: row.team,
    employmentType: row.employmentType,
    workplace: row.workplace,
    location: row.location,
    remoteCountries: row.remoteCountries,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency as OpenRole['salaryCurrency'],
    salaryPeriod: row.salaryPeriod,
    description: row.description,
    applyUrl: row.applyUrl,
    applyEmail: row.applyEmail,
    validThrough: row.validThrough,
    status: roleStatus(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
