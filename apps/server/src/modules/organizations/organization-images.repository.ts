import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  organizationCategories,
  organizations,
  type OrganizationStatus,
} from '../../db/schema/index.js';
import type { MemberRole } from '@catalyst/shared';
import { memberRoleOf } from './membership.repository.js';

/** Where one image address is kept: a column of the organization, or one category's image. */
export type ImageSlot =
  | { kind: 'logo' | 'banner'; organizationId: string }
  | { kind: 'categoryImage'; organizationId: string; categoryId: string };

/** What deciding a change to a slot needs, read under a lock on the organization's row. */
export interface ImageSlotState {
  /** The changing person's role in the organization. */
  memberRole: MemberRole | null;
  status: OrganizationStatus;
  /** Always true for the logo and banner; for a category, whether the organization has it. */
  slotExists: boolean;
  imageUrl: string | null;
}

export function createOrganizationImagesRepository(db: Database) {
  return {
    async findAccessFacts(organizationId: string, userId: string) {
      const [row] = await db
        .select({ status: organizations.status, memberRole: memberRoleOf(userId) })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row;
    },

    async hasCategory(organizationId: string, categoryId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(organizationCategories)
        .where(
          and(
            eq(organizationCategories.organizationId, organizationId),
            eq(organizationCategories.categoryId, categoryId),
          ),
        );
      return row !== undefined;
    },

    /**
     * Points the slot at `url` (null clears it) and returns the address it held, in one
     * transaction that holds the organization's row from the check to the write: `authorize`
     * sees the current state and throws to refuse, which writes nothing. So two uploads to
     * one slot never both believe they replaced the same old image.
     */
    async swapImageUrl(
      slot: ImageSlot,
      url: string | null,
      userId: string,
      authorize: (state: ImageSlotState | undefined) => void,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [organization] = await tx
          .select({
            memberRole: memberRoleOf(userId),
            status: organizations.status,
            logoUrl: organizations.logoUrl,
            bannerImageUrl: organizations.bannerImageUrl,
          })
          .from(organizations)
          .where(eq(organizations.id, slot.organizationId))
          .for('update');
        if (!organization) {
          authorize(undefined);
          return null;
        }
        const { memberRole, status } = organization;
        const now = new Date();

        if (slot.kind !== 'categoryImage') {
          const previous =
            slot.kind === 'logo' ? organization.logoUrl : organization.bannerImageUrl;
          authorize({ memberRole, status, slotExists: true, imageUrl: previous });
          await tx
            .update(organizations)
            .set(
              slot.kind === 'logo'
                ? { logoUrl: url, updatedAt: now }
                : { bannerImageUrl: url, updatedAt: now },
            )
            .where(eq(organizations.id, slot.organizationId));
          return previous;
        }

        const link = and(
          eq(organizationCategories.organizationId, slot.organizationId),
          eq(organizationCategories.categoryId, slot.categoryId),
        );
        const [category] = await tx
          .select({ imageUrl: organizationCategories.imageUrl })
          .from(organizationCategories)
          .where(link);
        const previous = category?.imageUrl ?? null;
        authorize({
          memberRole,
          status,
          slotExists: category !== undefined,
          imageUrl: previous,
        });
        await tx.update(organizationCategories).set({ imageUrl: url }).where(link);
        await tx
          .update(organizations)
          .set({ updatedAt: now })
          .where(eq(organizations.id, slot.organizationId));
        return previous;
      });
    },

    /** Every image address any organization holds, for the orphan sweep. */
    async referencedImageUrls(): Promise<string[]> {
      const [logos, banners, categoryImages] = await Promise.all([
        db
          .select({ url: organizations.logoUrl })
          .from(organizations)
          .where(isNotNull(organizations.logoUrl)),
        db
          .select({ url: organizations.bannerImageUrl })
          .from(organizations)
          .where(isNotNull(organizations.bannerImageUrl)),
        db
          .select({ url: organizationCategories.imageUrl })
          .from(organizationCategories)
          .where(isNotNull(organizationCategories.imageUrl)),
      ]);
      return [...logos, ...banners, ...categoryImages].flatMap((row) => (row.url ? [row.url] : []));
    },
  };
}

export type OrganizationImagesRepository = ReturnType<typeof createOrganizationImagesRepository>;
