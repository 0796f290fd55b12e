import { and, eq, gte, inArray, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  newsletterSubscribers,
  organizationCategories,
  organizationMedia,
  organizationMembers,
  organizations,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../../db/schema/index.js';
import { withdrawInvitationsSentBy } from '../team/index.js';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  image: string | null;
  isAnonymous: boolean;
  emailVerified: boolean;
  role: 'member' | 'admin';
  createdAt: Date;
  /** Better Auth provider ids of the user's accounts: 'credential', 'google', 'github'. */
  providerIds: string[];
}

interface DeleteAccountTarget {
  userId: string;
  email: string;
  /** Per-account rate-limit keys of the address. */
  rateLimitKeys: string[];
}

const STALE_GUEST_BATCH = 500;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Deletes the organizations the condition selects (category links cascade) and answers the
 * addresses of all their images (logos, banners, category images), read in the same
 * transaction so none added meanwhile is missed; the files go after commit.
 */
async function deleteOrganizationsWithImages(tx: Transaction, which: SQL): Promise<string[]> {
  const linkImages = await tx
    .select({ url: organizationCategories.imageUrl })
    .from(organizationCategories)
    .innerJoin(organizations, eq(organizations.id, organizationCategories.organizationId))
    .where(and(which, sql`${organizationCategories.imageUrl} is not null`));
  const galleryPhotos = await tx
    .select({ url: organizationMedia.imageUrl })
    .from(organizationMedia)
    .innerJoin(organizations, eq(organizations.id, organizationMedia.organizationId))
    .where(and(which, sql`${organizationMedia.imageUrl} is not null`));
  const gone = await tx
    .delete(organizations)
    .where(which)
    .returning({ logoUrl: organizations.logoUrl, bannerImageUrl: organizations.bannerImageUrl });
  const urls = [
    ...gone.flatMap((row) => [row.logoUrl, row.bannerImageUrl]),
    ...linkImages.map((row) => row.url),
    ...galleryPhotos.map((row) => row.url),
  ];
  return urls.filter((url): url is string => Boolean(url));
}

/**
 * The organizations no one but these people owns: they go with the accounts. An organization
 * with another owner stays, and only loses these people (leavePeople).
 */
function ownedOnlyBy(userIds: string[]): SQL {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${organizations.id} in (
    select mine.organization_id from ${organizationMembers} mine
    where mine.role = 'owner' and mine.user_id in (${ids})
      and not exists (
        select 1 from ${organizationMembers} other
        where other.organization_id = mine.organization_id and other.role = 'owner'
          and other.user_id not in (${ids})
      )
  )`;
}

/**
 * Their places in every organization that stays (no foreign key does it for us), and the
 * invitations they sent there, which no one could send any more.
 */
async function leavePeople(tx: Transaction, userIds: string[]): Promise<void> {
  await tx.delete(organizationMembers).where(inArray(organizationMembers.userId, userIds));
  await withdrawInvitationsSentBy(tx, { userIds }, new Date());
}

export function createUsersRepository(db: Database) {
  return {
    async findById(userId: string): Promise<UserRecord | undefined> {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          image: users.image,
          isAnonymous: users.isAnonymous,
          emailVerified: users.emailVerified,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return undefined;
      const rows = await db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(accounts.createdAt);
      return { ...user, providerIds: rows.map((row) => row.providerId) };
    },

    async findSessionCreatedAt(sessionId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row?.createdAt;
    },

    /** The scrypt hash of the user's email-and-password account, if they have one. */
    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return row?.password ?? null;
    },

    /**
     * Everything of the user, in one transaction: the organizations only they own (category
     * links cascade) and their place in any other, sessions, accounts, pending tokens and
     * OAuth states that name them, the per-account rate-limit counters and newsletter
     * subscription of their address, and the user row. Answers whether the user was still there, and the image addresses of the
     * deleted organizations, whose files the caller removes once this has committed.
     */
    async deleteAccount(
      target: DeleteAccountTarget,
    ): Promise<{ deleted: boolean; imageUrls: string[] }> {
      const { userId } = target;
      const email = target.email.toLowerCase();
      return db.transaction(async (tx) => {
        const imageUrls = await deleteOrganizationsWithImages(tx, ownedOnlyBy([userId]));
        await leavePeople(tx, [userId]);
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(accounts).where(eq(accounts.userId, userId));
        // Reset tokens keep the user id as their value; OAuth link states carry the id and
        // address inside their JSON value.
        await tx
          .delete(verifications)
          .where(
            or(
              eq(verifications.value, userId),
              sql`strpos(${verifications.value}, ${userId}) > 0`,
              sql`strpos(${verifications.identifier}, ${userId}) > 0`,
              sql`strpos(lower(${verifications.value}), ${`"${email}"`}) > 0`,
              eq(sql`lower(${verifications.identifier})`, email),
              sql`right(lower(${verifications.identifier}), ${email.length + 1}) = ${`:${email}`}`,
            ),
          );
        if (target.rateLimitKeys.length > 0) {
          await tx.delete(rateLimits).where(inArray(rateLimits.key, target.rateLimitKeys));
        }
        await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
        const deleted = await tx
          .delete(users)
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        return { deleted: deleted.length > 0, imageUrls };
      });
    },

    /**
     * Deletes guests with no activity since `cutoff` (neither the user row nor any session
     * touched), and organizations they created; their sessions and accounts go by cascade.
     * Works in batches whose rows are locked with SKIP LOCKED, so several processes can run
     * it at once without waiting on or double-counting each other. Returns how many went.
     * `afterBatch` gets each committed batch's image addresses, for their files to go.
     */
    async deleteStaleGuests(
      cutoff: Date,
      afterBatch: (imageUrls: string[]) => Promise<void> = async () => undefined,
    ): Promise<number> {
      const stale = and(
        eq(users.isAnonymous, true),
        lt(users.updatedAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(and(eq(sessions.userId, users.id), gte(sessions.updatedAt, cutoff))),
        ),
      );
      let total = 0;
      for (;;) {
        const deleted = await db.transaction(async (tx) => {
          const batch = await tx
            .select({ id: users.id })
            .from(users)
            .where(stale)
            .limit(STALE_GUEST_BATCH)
            .for('update', { skipLocked: true });
          if (batch.length === 0) return { count: 0, full: false, imageUrls: [] };
          const ids = batch.map((row) => row.id);
          // The condition again: a guest active since the batch was read stays.
          const gone = await tx
            .delete(users)
            .where(and(inArray(users.id, ids), stale))
            .returning({ id: users.id });
          const goneIds = gone.map((row) => row.id);
          let imageUrls: string[] = [];
          if (goneIds.length > 0) {
            imageUrls = await deleteOrganizationsWithImages(tx, ownedOnlyBy(goneIds));
            await leavePeople(tx, goneIds);
          }
          return { count: gone.length, full: batch.length === STALE_GUEST_BATCH, imageUrls };
        });
        if (deleted.imageUrls.length > 0) await afterBatch(deleted.imageUrls);
        total += deleted.count;
        if (!deleted.full) return total;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
