import { useAuth } from './auth-context';
import { useUserProfile } from './api/get-user-profile';

type AdminCheck = 'pending' | 'admin' | 'not-admin' | 'unknown';

/**
 * Whether the signed-in user is an administrator, as their profile says (GET
 * /api/users/profile). Only a signed-in, permanent user can be one: guests are never asked
 * about. 'unknown' when the profile could not be read. The server decides every admin call
 * anyway; this only decides what to show.
 */
export function useIsAdmin(): AdminCheck {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in' && user !== null;
  const profile = useUserProfile(user?.id ?? '', { enabled: signedIn });
  if (status === 'loading') return 'pending';
  if (!signedIn) return 'not-admin';
  if (profile.isPending) return 'pending';
  if (profile.isError) return 'unknown';
  return profile.data.role === 'admin' ? 'admin' : 'not-admin';
}
