import { userQueryKeyRoot } from '@/lib/query-keys';

type Filters = Record<string, string | number | undefined>;

/**
 * The console's queries, under the signed-in user's root so that signing out forgets them.
 * Every action changes several lists at once (a hide closes reports, changes the organization
 * list, the owner's detail and the audit log): invalidating `all` keeps them all true.
 */
export const adminKeys = {
  all: [...userQueryKeyRoot, 'admin'] as const,
  reports: (page: number) => [...adminKeys.all, 'reports', page] as const,
  organizations: (filters: Filters) => [...adminKeys.all, 'organizations', filters] as const,
  users: (filters: Filters) => [...adminKeys.all, 'users', filters] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  guestCodes: (page: number) => [...adminKeys.all, 'guest-codes', page] as const,
  auditLog: (filters: Filters) => [...adminKeys.all, 'audit-log', filters] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
};

/** One page of an admin list (adminPageSchema in packages/shared). */
export interface AdminPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
