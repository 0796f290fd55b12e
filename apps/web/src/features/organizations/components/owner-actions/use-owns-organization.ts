import { useAuth } from '@/features/auth/auth-context';
import { useOrganization } from '../../api/get-organization';

/**
 * Spec section 6: the owner is the signed-in user whose id is the organization's createdBy.
 * `orgRef` is the address the organization was loaded by (id or slug).
 */
export function useOwnsOrganization(orgRef: string): boolean {
  const { status, user } = useAuth();
  const organization = useOrganization(orgRef);
  return (
    status === 'signed-in' &&
    user !== null &&
    organization.data !== undefined &&
    organization.data.createdBy === user.id
  );
}
