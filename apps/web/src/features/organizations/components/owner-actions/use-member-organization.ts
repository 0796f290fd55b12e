import type { MemberOrganization } from '@catalyst/shared';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { myOrganizationsQuery } from '../../api/get-my-organizations';
import { useOrganization } from '../../api/get-organization';

/**
 * The organization as the signed-in person sees it as one of its people (their role, its
 * payment, its moderation), from their own list of organizations: the profile is the same for
 * everyone and says none of it. Null for anyone not part of it, undefined while that is still
 * being found out. `orgRef` is the address the profile was loaded by (id or slug). The server
 * checks the role again on every write.
 */
export function useMemberOrganization(orgRef: string): MemberOrganization | null | undefined {
  const { status, user, isVerified } = useAuth();
  const organization = useOrganization(orgRef);
  const canBeMember = status === 'signed-in' && user !== null && isVerified;
  const mine = useQuery({
    ...myOrganizationsQuery(user?.id ?? ''),
    enabled: canBeMember && organization.data !== undefined,
  });
  if (status === 'loading') return undefined;
  if (!canBeMember) return null;
  if (!organization.data) return organization.isPending ? undefined : null;
  if (mine.isPending) return undefined;
  const id = organization.data.id;
  return mine.data?.find((candidate) => candidate.id === id) ?? null;
}
