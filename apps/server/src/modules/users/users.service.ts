import type { DeleteAccountInput, SignInProvider, UserProfile } from '@catalyst/shared';
import { apiMessages, authMessages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import type { ImageFiles } from '../../lib/image-storage/image-storage.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import {
  accountMailKeys,
  accountAttemptsKey,
  checkPasswordAttempt,
  type PasswordAttempts,
} from '../auth/index.js';
import type { UserRecord, UsersRepository } from './users.repository.js';

/** Better Auth's provider ids as the product names them (docs/product/accounts.md). */
const providerNames: Record<string, SignInProvider> = {
  credential: 'password',
  google: 'google',
  github: 'github',
};

function toUserProfile(user: UserRecord): UserProfile {
  const providers = [
    ...new Set(
      user.providerIds
        .map((id) => providerNames[id])
        .filter((name): name is SignInProvider => name !== undefined),
    ),
  ];
  return {
    uid: user.id,
    email: user.email,
    // A guest's generated name ('Guest') and placeholder address are not a person's.
    displayName: user.isAnonymous ? null : user.name || null,
    photoURL: user.image ?? null,
    isAnonymous: user.isAnonymous,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    providers,
    role: user.role,
  };
}

/** Better Auth's own `freshAge` default: how recent a sign-in counts as re-authentication. */
export const FRESH_SESSION_MS = 24 * 60 * 60 * 1000;

export const REQUIRES_RECENT_LOGIN_MESSAGE =
  'For your security, please sign out and sign in again, then delete your account.';

interface PasswordVerifier {
  /** Better Auth's password check (our scrypt). */
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export function createUsersService(deps: {
  repository: UsersRepository;
  passwords: PasswordVerifier;
  passwordAttempts: PasswordAttempts;
  imageFiles: ImageFiles;
  /**
   * Billing after an account is deleted: the provider is told to end what it still runs
   * (queued by the deletion itself), and the link to the provider's customer goes. Only
   * deleteAccount needs it; the stale-guest cleanup does not (guests never pay).
   */
  billing?: {
    afterDeletion(): Promise<void>;
    forgetCustomer(userId: string): Promise<void>;
  };
  /** Mail still waiting to go (a digest, say): none goes to an account once it is deleted. */
  mail?: Pick<Mailer, 'withdraw'>;
}) {
  const { repository, passwords, passwordAttempts, imageFiles, billing, mail } = deps;

  async function getProfile(userId: string): Promise<UserProfile> {
    const user = await repository.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', apiMessages.notFound);
    return toUserProfile(user);
  }

  return {
    getProfile,

    async findProfile(userId: string): Promise<UserProfile | undefined> {
      const user = await repository.findById(userId);
      return user ? toUserProfile(user) : undefined;
    },

    /**
     * Better Auth writes the user row itself at sign-up, so syncing has nothing to create:
     * it answers the profile as stored, which is what the client refreshes itself from.
     */
    syncUser(userId: string): Promise<UserProfile> {
      return getProfile(userId);
    },

    /**
     * Deletes the account and everything of it. A password account proves itself with its
     * current password (a check slowed like every other, so a stolen session cannot be used
     * to guess it). An account without one (Google, GitHub) proves itself by a recent
     * sign-in: the client re-authenticates with the provider first (docs/product/accounts.md).
     */
    async deleteAccount(
      caller: { userId: string; sessionId: string; clientIp?: string | undefined },
      input: DeleteAccountInput,
      now: Date = new Date(),
    ): Promise<{ deleted: true }> {
      const { userId } = caller;
      const user = await repository.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', authMessages.deleteNotFound);
      const hash = await repository.findPasswordHash(userId);
      if (!hash) {
        const signedInAt = await repository.findSessionCreatedAt(caller.sessionId);
        if (!signedInAt || now.getTime() - signedInAt.getTime() > FRESH_SESSION_MS) {
          throw new AppError('FORBIDDEN', REQUIRES_RECENT_LOGIN_MESSAGE, {
            reason: 'REQUIRES_RECENT_LOGIN',
          });
        }
      } else {
        const password = input.password;
        if (!password) throw new AppError('VALIDATION_ERROR', authMessages.passwordRequired);
        const matches = await checkPasswordAttempt(
          passwordAttempts,
          { email: user.email, clientIp: caller.clientIp },
          () => passwords.verify({ hash, password }),
        );
        if (!matches) throw new AppError('FORBIDDEN', authMessages.deleteWrongPassword);
      }
      if (!billing) throw new Error('deleting an account needs the billing dependency');
      // Its subscriptions and open checkouts are queued for cancellation as their rows go, in
      // the same transaction: the provider is told after, however long it takes to answer.
      const { deleted, imageUrls } = await repository.deleteAccount({
        userId,
        email: user.email,
        rateLimitKeys: [...accountMailKeys(user.email), accountAttemptsKey(user.email)],
      });
      // Files only after the rows are gone for good: a rollback never leaves a profile
      // pointing at images that no longer exist.
      await imageFiles.discard(imageUrls);
      await billing.afterDeletion();
      if (!deleted) throw new AppError('NOT_FOUND', authMessages.deleteNotFound);
      await mail?.withdraw?.(user.email);
      await billing.forgetCustomer(userId);
      return { deleted: true };
    },

    /**
     * Guests inactive since `cutoff`, and anything they created; image files go after each
     * batch commits. The cleanup job's entry point. Returns how many guests went.
     */
    deleteStaleGuests(cutoff: Date): Promise<number> {
      return repository.deleteStaleGuests(cutoff, (urls) => imageFiles.discard(urls));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
