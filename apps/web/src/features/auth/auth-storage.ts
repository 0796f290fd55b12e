/**
 * Small facts that must survive a page load (the redirect of Google and GitHub sign-in, a
 * session that ends on one page and is explained on /login), kept in session storage.
 */
export const AUTH_EXPIRATION_MESSAGE_KEY = 'authExpirationMessage';
const SYNC_PENDING_KEY = 'authSyncPending';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; these facts are conveniences, never required.
    return null;
  }
}

export function storeExpirationMessage(message: string): void {
  storage()?.setItem(AUTH_EXPIRATION_MESSAGE_KEY, message);
}

export function readExpirationMessage(): string | null {
  return storage()?.getItem(AUTH_EXPIRATION_MESSAGE_KEY) ?? null;
}

export function clearExpirationMessage(): void {
  storage()?.removeItem(AUTH_EXPIRATION_MESSAGE_KEY);
}

/** A sign-in is under way: once it lands (possibly after a redirect), sync the user. */
export function markSyncPending(): void {
  storage()?.setItem(SYNC_PENDING_KEY, '1');
}

export function clearSyncPending(): void {
  storage()?.removeItem(SYNC_PENDING_KEY);
}

/** Whether a sync was pending; the mark is removed, so only one caller ever sees it. */
export function takeSyncPending(): boolean {
  const pending = storage()?.getItem(SYNC_PENDING_KEY) === '1';
  if (pending) clearSyncPending();
  return pending;
}
