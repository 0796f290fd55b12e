import { userQueryKeyRoot } from '@/lib/query-keys';

/**
 * The team's cache keys. A team is one person's view, so it lives under the user root (signing
 * out removes it); an invitation's preview is the same for anyone holding the link.
 */
export const teamKeys = {
  team: (organizationId: string) => [...userQueryKeyRoot, 'team', organizationId] as const,
  invitation: (token: string) => ['invitation', token] as const,
  waiting: () => [...userQueryKeyRoot, 'waiting-invitations'] as const,
};
