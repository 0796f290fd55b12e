import { MEDIA_MAX_ITEMS, type VideoRef } from '@catalyst/shared';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonRowsOf } from '../../db/json-rows.js';
import { organizationMedia, organizations } from '../../db/schema/index.js';
import type { MembershipFacts } from './membership.js';
import { memberRoleOf } from './membership.repository.js';

type Executor = Pick<Database, 'select'>;
export type MediaRow = typeof organizationMedia.$inferSelect;

/** What a gallery write decides on, read under the lock on the organization's row. */
export interface GalleryState extends MembershipFacts {
  itemCount: number;
}

/** The gallery is full: nothing was written. */
export class GalleryFullError extends Error {
  override name = 'GalleryFullError';
}

/** The item is not in this organization's gallery (or is gone already). */
export class MediaNotFoundError extends Error {
  override name = 'MediaNotFoundError';
}

/** The order named other items than the gallery holds. */
export class OrderMismatchError extends Error {
  override name = 'OrderMismatchError';
}

export type NewMedia =
  { kind: 'photo'; imageUrl: string; alt: string } | { kind: 'video'; video: VideoRef };

const galleryOrder = [asc(organizationMedia.position), asc(organizationMedia.createdAt)];

/** What a profile shows of a gallery item: the row less its bookkeeping. */
export type GalleryItemRow = Pick<
  MediaRow,
  'id' | 'kind' | 'imageUrl' | 'alt' | 'videoProvider' | 'videoId'
>;

/**
 * The gallery of the organization whose id is `organizationId` (a column of the enclosing
 * statement, qualified), in its owners' order (`galleryOrder`), as one JSON array: a profile
 * read takes it in the same statement as the organization's row.
 */
export function galleryJsonOf(organizationId: SQL): SQL<GalleryItemRow[]> {
  const m = organizationMedia;
  return jsonRowsOf<GalleryItemRow>(m, 'item', {
    fields: {
      id: m.id,
      kind: m.kind,
      imageUrl: m.imageUrl,
      alt: m.alt,
      videoProvider: m.videoProvider,
      videoId: m.videoId,
    },
    where: [m.organizationId, organizationId],
    orderBy: (column) => [column(m.position), column(m.createdAt)],
  });
}

/** The galleries of these organizations, each in its owners' order. */
export async function mediaByOrganization(
  db: Executor,
  organizationIds: readonly string[],
): Promise<Map<string, MediaRow[]>> {
  const byOrganization = new Map<string, MediaRow[]>();
  if (organizationIds.length === 0) return byOrganization;
  const rows = await db
    .select()
    .from(organizationMedia)
    .where(inArray(organizationMedia.organizationId, [...organizationIds]))
    .orderBy(...galleryOrder);
  for (const row of rows) {
    const list = byOrganization.get(row.organizationId);
    if (list) list.push(row);
    else byOrganization.set(row.organizationId, [row]);
  }
  return byOrganization;
}

export function createOrganizationMediaRepository(db: Database) {
  type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

  /**
   * Holds the organization's row for the rest of the transaction, as the image slots do: two
   * additions to one gallery queue here, so the second counts the first and the cap holds.
   */
  async function lockGallery(
    tx: Transaction,
    organizationId: string,
    userId: string,
  ): Promise<GalleryState | undefined> {
    const [organization] = await tx
      .select({ memberRole: memberRoleOf(userId), status: organizations.status })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!organization) return undefined;
    const [count] = await tx
      .select({ items: sql<number>`count(*)::int` })
      .from(organizationMedia)
      .where(eq(organizationMedia.organizationId, organizationId));
    return { ...organization, itemCount: count?.items ?? 0 };
  }

  function touch(tx: Transaction, organizationId: string) {
    return tx
      .update(organizations)
      .set({ updatedAt: new Date() })
      .where(eq(organizations.id, organizationId));
  }

  return {
    async findAccessFacts(
      organizationId: string,
      userId: string,
    ): Promise<MembershipFacts | undefined> {
      const [row] = await db
        .select({ status: organizations.status, memberRole: memberRoleOf(userId) })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row;
    },

    /**
     * Adds the item at the end of the gallery. `authorize` sees the locked state and throws to
     * refuse; a full gallery throws GalleryFullError. Nothing is written then.
     */
    async add(
      organizationId: string,
      userId: string,
      item: NewMedia,
      authorize: (state: GalleryState | undefined) => void,
    ): Promise<MediaRow> {
      return db.transaction(async (tx) => {
        const state = await lockGallery(tx, organizationId, userId);
        authorize(state);
        if (!state || state.itemCount >= MEDIA_MAX_ITEMS) throw new GalleryFullError();
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${organizationMedia.position}), -1)::int` })
          .from(organizationMedia)
          .where(eq(organizationMedia.organizationId, organizationId));
        const [row] = await tx
          .insert(organizationMedia)
          .values({
            organizationId,
            kind: item.kind,
            position: (last?.position ?? -1) + 1,
            ...(item.kind === 'photo'
              ? { imageUrl: item.imageUrl, alt: item.alt }
              : { videoProvider: item.video.provider, videoId: item.video.id }),
          })
          .returning();
        await touch(tx, organizationId);
        return row!;
      });
    },

    /** Removes the item and answers its stored image's address (null for a video). */
    async remove(
      organizationId: string,
      mediaId: string,
      userId: string,
      authorize: (state: GalleryState | undefined) => void,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        authorize(await lockGallery(tx, organizationId, userId));
        const [gone] = await tx
          .delete(organizationMedia)
          .where(
            and(
              eq(organizationMedia.id, mediaId),
              eq(organizationMedia.organizationId, organizationId),
            ),
          )
          .returning({ imageUrl: organizationMedia.imageUrl });
        if (!gone) throw new MediaNotFoundError();
        await touch(tx, organizationId);
        return gone.imageUrl;
      });
    },

    /** Puts the gallery in the given order, which must name each of its items exactly once. */
    async reorder(
      organizationId: string,
      ids: readonly string[],
      userId: string,
      authorize: (state: GalleryState | undefined) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        authorize(await lockGallery(tx, organizationId, userId));
        const current = await tx
          .select({ id: organizationMedia.id })
          .from(organizationMedia)
          .where(eq(organizationMedia.organizationId, organizationId));
        const held = new Set(current.map((row) => row.id));
        if (ids.length !== held.size || !ids.every((id) => held.has(id))) {
          throw new OrderMismatchError();
        }
        for (const [position, id] of ids.entries()) {
          await tx.update(organizationMedia).set({ position }).where(eq(organizationMedia.id, id));
        }
        await touch(tx, organizationId);
      });
    },

    async listFor(organizationId: string): Promise<MediaRow[]> {
      return (await mediaByOrganization(db, [organizationId])).get(organizationId) ?? [];
    },

    /** Every gallery photo's address, for the orphan sweep. */
    async referencedImageUrls(): Promise<string[]> {
      const rows = await db
        .select({ url: organizationMedia.imageUrl })
        .from(organizationMedia)
        .where(isNotNull(organizationMedia.imageUrl));
      return rows.flatMap((row) => (row.url ? [row.url] : []));
    },
  };
}

export type OrganizationMediaRepository = ReturnType<typeof createOrganizationMediaRepository>;
