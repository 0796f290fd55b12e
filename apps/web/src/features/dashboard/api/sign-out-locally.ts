import { authClient } from '@/lib/auth-client';

/**
 * Ends the session in this browser without the app's usual redirect to /login: after deleting
 * the account the user belongs on the home page. The server removed the session along with
 * the account, so a refusal here changes nothing and is ignored.
 */
export async function signOutLocally(): Promise<void> {
  try {
    await authClient.signOut();
  } catch {
    // Nothing to undo: the account and its sessions are gone either way.
  }
}
