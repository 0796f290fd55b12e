import { randomUUID } from 'node:crypto';
import type { Milestone } from '@catalyst/shared';
import { and, asc, desc, eq, getTableName, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonRowsOf, qualifiedColumn } from '../../db/json-rows.js';
import {
  countries,
  organizationCategories,
  organizationMembers,
  organizationSlugs,
  organizations,
  publishedCountryCounts,
} from '../../db/schema/index.js';
import { listedOrganization } from './listing.js';
import { findMemberRole, memberRoleOf } from './membership.repository.js';
import {
  galleryJsonOf,
  mediaByOrganization,
  type GalleryItemRow,
} from './organization-media.repository.js';
import { settleSlug } from './organization-slugs.repository.js';

/** The fields an owner writes; everything else of the row is the system's. */
export interface OrganizationFields {
  name: string;
  description: string;
  countryCode: string;
  location: string | null;
  foundedYear: number | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  blogUrl: string | null;
}

/** One selected category as stored: its display position and optional detail text. */
export interface CategoryLinkInput {
  categoryId: string;
  position: number;
  detailText: string | null;
}

const linkColumns = {
  organizationId: organizationCategories.organizationId,
  categoryId: organizationCategories.categoryId,
  position: organizationCategories.position,
  detailText: organizationCategories.detailText,
  imageUrl: organizationCategories.imageUrl,
};

type OrganizationRow = typeof organizations.$inferSelect;
type Executor = Pick<Database, 'select'>;

const linkOrder = [asc(organizationCategories.position), asc(organizationCategories.categoryId)];

/** The rows with their category links in display order: one query for all the links. */
async function attachLinks(db: Executor, rows: OrganizationRow[]) {
  if (rows.length === 0) return [];
  const links = await db
    .select(linkColumns)
    .from(organizationCategories)
    .where(
      inArray(
        organizationCategories.organizationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(...linkOrder);
  const byOrganization = new Map<string, typeof links>();
  for (const link of links) {
    const list = byOrganization.get(link.organizationId);
    if (list) list.push(link);
    else byOrganization.set(link.organizationId, [link]);
  }
  const media = await mediaByOrganization(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    media: media.get(row.id) ?? [],
    links: (byOrganization.get(row.id) ?? []).map(({ organizationId: _, ...link }) => link),
  }));
}

/** Per-owner lock held to commit: concurrent creates of one owner queue, so the cap holds. */
function lockOwner(userId: string): SQL {
  return sql`select pg_advisory_xact_lock(hashtext(${`organizations:${userId}`}))`;
}

function toTextArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** What a profile shows of a category link, as `linksJsonOf` writes it. */
type CategoryLinkRow = Pick<
  typeof organizationCategories.$inferSelect,
  'categoryId' | 'position' | 'detailText' | 'imageUrl'
>;

/**
 * The category links of the organization whose id is `organizationId` (a column of the
 * enclosing statement, qualified), in display order (`linkOrder`), as one JSON array.
 */
function linksJsonOf(organizationId: SQL): SQL<CategoryLinkRow[]> {
  const c = organizationCategories;
  return jsonRowsOf<CategoryLinkRow>(c, 'link', {
    fields: {
      categoryId: c.categoryId,
      position: c.position,
      detailText: c.detailText,
      imageUrl: c.imageUrl,
    },
    where: [c.organizationId, organizationId],
    orderBy: (column) => [column(c.position), column(c.categoryId)],
  });
}

/**
 * What a profile shows that another module keeps: a column of the statement that reads the
 * organization, given the organization's id column (the milestones module's timeline).
 */
export interface ProfileColumns {
  /** `organizationId` is the organization's id column, qualified (db/json-rows.ts). */
  milestones(organizationId: SQL): SQL<Milestone[]>;
}

/**
 * One organization read whole (its row, category links, gallery and timeline) by id or by a
 * slug it holds or held: what every profile page and profile answer reads. One statement each,
 * prepared once: what the organization has beside its row comes as JSON columns, so a read is
 * one round trip (four before), and PostgreSQL parses and plans it once per connection.
 */
function prepareOneOrganization(db: Database, columns: ProfileColumns) {
  const organizationId = qualifiedColumn(getTableName(organizations), organizations.id);
  const whole = {
    organization: organizations,
    links: linksJsonOf(organizationId),
    media: galleryJsonOf(organizationId),
    milestones: columns.milestones(organizationId),
  };
  const byId = db
    .select(whole)
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('organization_whole_by_id');
  const bySlug = db
    .select(whole)
    .from(organizationSlugs)
    .innerJoin(organizations, eq(organizations.id, organizationSlugs.organizationId))
    .where(eq(organizationSlugs.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('organization_whole_by_slug');

  const toRecord = ({
    organization,
    ...beside
  }: {
    organization: OrganizationRow;
    links: CategoryLinkRow[];
    media: GalleryItemRow[];
    milestones: Milestone[];
  }) => ({ ...organization, ...beside });

  return {
    byId: async (id: string) => {
      const [row] = await byId.execute({ id });
      return row && toRecord(row);
    },
    bySlug: async (slug: string) => {
      const [row] = await bySlug.execute({ slug });
      return row && toRecord(row);
    },
  };
}

export function createOrganizationsRepository(db: Database, columns: ProfileColumns) {
  const one = prepareOneOrganization(db, columns);
  return {
    /** How many organizations are published: the trigger-kept totals, summed. */
    async countPublished(): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${publishedCountryCounts.organizationCount}), 0)::int`,
        })
        .from(publishedCountryCounts);
      return row?.total ?? 0;
    },

    /** Countries with at least one published organization. */
    listActiveCountries() {
      return db
        .select({ code: countries.code, name: countries.name, flagEmoji: countries.flagEmoji })
        .from(countries)
        .innerJoin(publishedCountryCounts, eq(publishedCountryCounts.countryCode, countries.code))
        .where(sql`${publishedCountryCounts.organizationCount} > 0`)
        .orderBy(asc(countries.code));
    },

    async publishedAtOf(ids: readonly string[]): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: organizations.id, publishedAt: organizations.publishedAt })
        .from(organizations)
        .where(inArray(organizations.id, [...ids]));
      return new Map(
        rows.flatMap((row) => (row.publishedAt ? [[row.id, row.publishedAt] as const] : [])),
      );
    },

    findById(id: string) {
      return one.byId(id);
    },

    /** The organization that holds this slug now or held it before a rename. */
    findBySlug(slug: string) {
      return one.bySlug(slug);
    },

    /**
     * Every organization the person is part of, whatever its publication state, newest first,
     * each with their role in it.
     */
    async listByMember(userId: string) {
      const rows = await db
        .select({ organization: organizations, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
        .orderBy(desc(organizations.createdAt), desc(organizations.id));
      const records = await attachLinks(
        db,
        rows.map((row) => row.organization),
      );
      return records.map((record, index) => ({ record, role: rows[index]!.role }));
    },

    /** Whether it is public and the caller's role in it: all an access decision needs. */
    async findAccessFacts(id: string, userId: string) {
      const [row] = await db
        .select({ status: organizations.status, memberRole: memberRoleOf(userId) })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row;
    },

    findMemberRole: (id: string, userId: string) => findMemberRole(db, id, userId),

    /**
     * A pending organization of the owner, unless they already hold `maxUnpublished`
     * organizations that are not published (then undefined). Count and insert run under the
     * owner's lock, so parallel requests cannot slip past the cap together. It is addressed by
     * its id until it is first listed (settleSlug): its address says nothing of its namesakes.
     */
    async createPending(
      createdBy: string,
      fields: OrganizationFields,
      maxUnpublished: number,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(lockOwner(createdBy));
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(organizations)
          .where(
            and(eq(organizations.createdBy, createdBy), ne(organizations.status, 'published')),
          );
        if ((held?.count ?? 0) >= maxUnpublished) return undefined;
        const id = randomUUID();
        const [row] = await tx
          .insert(organizations)
          .values({ ...fields, id, slug: id, createdBy, status: 'pending' })
          .returning({ id: organizations.id });
        return row?.id;
      });
    },

    /**
     * Writes the owner's fields and replaces the category links in one transaction. A link
     * that stays keeps its image; the images of links that go are returned, for the caller
     * to discard once this has committed. Undefined when the organization is gone.
     * A listed organization whose new name asks for another slug moves to it (or to the first
     * free numbered one); the old slug stays recorded and redirects. One the public cannot
     * see keeps its address until it is listed (settleSlug).
     */
    async update(
      id: string,
      fields: OrganizationFields,
      links: CategoryLinkInput[],
    ): Promise<{ removedImageUrls: string[] } | undefined> {
      return db.transaction(async (tx) => {
        // Locked, so two renames of one organization cannot interleave.
        const updated = await tx
          .update(organizations)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(organizations.id, id))
          .returning({ id: organizations.id });
        if (updated.length === 0) return undefined;
        await settleSlug(tx, id);
        const keep = links.map((link) => link.categoryId);
        const removed = await tx
          .delete(organizationCategories)
          .where(
            and(
              eq(organizationCategories.organizationId, id),
              keep.length > 0
                ? sql`${organizationCategories.categoryId} <> all(${toTextArray(keep)})`
                : undefined,
            ),
          )
          .returning({ imageUrl: organizationCategories.imageUrl });
        if (links.length > 0) {
          await tx
            .insert(organizationCategories)
            .values(links.map((link) => ({ ...link, organizationId: id })))
            .onConflictDoUpdate({
              target: [organizationCategories.organizationId, organizationCategories.categoryId],
              set: {
                position: sql`excluded.position`,
                detailText: sql`excluded.detail_text`,
              },
            });
        }
        return {
          removedImageUrls: removed.flatMap((row) => (row.imageUrl ? [row.imageUrl] : [])),
        };
      });
    },

    /**
     * Removes the organization (its links go by cascade) and answers the addresses of every
     * image it had, for the caller to discard after commit. Undefined when it was already gone.
     */
    async delete(id: string): Promise<{ imageUrls: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const linkImages = await tx
          .select({ imageUrl: organizationCategories.imageUrl })
          .from(organizationCategories)
          .where(eq(organizationCategories.organizationId, id));
        const galleryPhotos = (await mediaByOrganization(tx, [id])).get(id) ?? [];
        const [gone] = await tx.delete(organizations).where(eq(organizations.id, id)).returning({
          logoUrl: organizations.logoUrl,
          bannerImageUrl: organizations.bannerImageUrl,
        });
        if (!gone) return undefined;
        const imageUrls = [
          gone.logoUrl,
          gone.bannerImageUrl,
          ...linkImages.map((l) => l.imageUrl),
          ...galleryPhotos.map((item) => item.imageUrl),
        ];
        return { imageUrls: imageUrls.filter((url): url is string => Boolean(url)) };
      });
    },

    /** Every published profile for the sitemap, oldest first so page boundaries are stable. */
    listPublishedForSitemap(offset: number, limit: number) {
      return db
        .select({ slug: organizations.slug, updatedAt: organizations.updatedAt })
        .from(organizations)
        .where(listedOrganization)
        .orderBy(asc(organizations.createdAt), asc(organizations.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
/** An organization read whole, as its profile shows it: with its timeline. */
export type ProfileRecord = NonNullable<Awaited<ReturnType<OrganizationsRepository['findById']>>>;
/** An organization with its category links and gallery, as lists of them read it. */
export type OrganizationRecord = Omit<ProfileRecord, 'milestones'>;
