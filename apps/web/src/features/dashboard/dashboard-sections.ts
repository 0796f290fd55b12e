import { paths } from '@/config/paths';

/**
 * The dashboard's sections and the address of each. `/dashboard` and `/profile` show the
 * overview (every card, Profile first); the other two show their own cards only.
 */
export type DashboardSection = 'overview' | 'organizations' | 'settings';

export const dashboardNavItems: { section: DashboardSection; label: string; to: string }[] = [
  { section: 'overview', label: 'Profile', to: paths.dashboard },
  { section: 'organizations', label: 'My Organizations', to: paths.dashboardOrganizations },
  { section: 'settings', label: 'Account Settings', to: paths.dashboardSettings },
];

export function sectionForPath(pathname: string): DashboardSection {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.dashboardOrganizations) return 'organizations';
  if (path === paths.dashboardSettings) return 'settings';
  return 'overview';
}
