import type { MemberRole } from '@catalyst/shared';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-context';
import { myOrganizationsQuery } from '@/features/dashboard/api/get-my-organizations';
import { useOrganization } from '../../api/get-organization';

/**
 * The signed-in person's role in the organization (owner or editor), null for anyone else,
 * undefined while that is still being found out. A profile rendered by the server was
 * rendered for everyone (no role in it), so for a verified person the list of their own
 * organizations says it. `orgRef` is the address the organization was loaded by (id or
 * slug). The server checks the role again on every write.
 */
export function useMemberRole(orgRef: string): MemberRole | null | undefined {
  const { status, user, isVerified } = useAuth();
  const organization = useOrganization(orgRef);
  const canBeMember = status === 'signed-in' && user !== null && isVerified;
  const needsList = canBeMember && organization.data?.viewerRole === null;
  const mine = useQuery({ ...myOrganizationsQuery(user?.id ?? ''), enabled: needsList });
  if (status === 'loading') return undefined;
  if (!canBeMember) return null;
  if (!organization.data) return organization.isPending ? undefined : null;
  if (organization.data.viewerRole) return organization.data.viewerRole;
  if (mine.isPending) return undefined;
  const id = organization.data.id;
  return mine.data?.find((candidate) => candidate.id === id)?.viewerRole ?? null;
}
