import type { AuthUser } from './auth-context';

/** How the header names a user: their display name, else their email address. */
export function displayNameOf(user: Pick<AuthUser, 'name' | 'email'>): string {
  return user.name.trim() || user.email;
}
