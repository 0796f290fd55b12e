import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/** The console's pages, each at its own address. */
export type AdminSection =
  'reports' | 'organizations' | 'users' | 'guest-codes' | 'audit-log' | 'jobs';

export const adminNavItems: { section: AdminSection; label: string; to: string }[] = [
  { section: 'reports', label: 'Reports', to: paths.admin },
  { section: 'organizations', label: 'Organizations', to: paths.adminOrganizations },
  { section: 'users', label: 'Users', to: paths.adminUsers },
  { section: 'guest-codes', label: 'Guest codes', to: paths.adminGuestCodes },
  { section: 'audit-log', label: 'Audit log', to: paths.adminAuditLog },
  { section: 'jobs', label: 'Jobs', to: paths.adminJobs },
];

/** The section at `pathname`, matched by the router's own rules, as routes.tsx matched the page. */
export function adminSectionForPath(pathname: string): AdminSection {
  return adminNavItems.find((item) => matchPath(item.to, pathname))?.section ?? 'reports';
}
