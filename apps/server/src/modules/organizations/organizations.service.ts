import type {
  CategoryFacet,
  Organization,
  OrganizationCreate,
  OrganizationList,
  OrganizationListQuery,
  OrganizationUpdate,
} from '@catalyst/shared';
import { MAX_UNPUBLISHED_ORGANIZATIONS, messages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { BoundedCache } from '../../lib/bounded-cache.js';
import { sortByName } from '../../lib/collation.js';
import type { ImageFiles } from '../../lib/image-storage/image-storage.js';
import type { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.js';
import { assertOwner } from './organization-access.js';
import { toOrganization, toOrganizationCard } from './organizations.mapper.js';
import type {
  CategoryLinkInput,
  OrganizationFields,
  OrganizationsRepository,
  PublishedFilter,
} from './organizations.repository.js';

const MEMO_ENTRIES = 2000;

function filterKey(version: number, filter: PublishedFilter): string {
  const groups = filter.categoryGroups.map((group) => [...group].sort().join('|')).sort();
  return `${version}/${filter.countryCode ?? '*'}/${groups.join('&')}`;
}

/** The owner's fields as stored, from either form's validated input. */
function toFields(input: OrganizationCreate): OrganizationFields {
  return {
    name: input.name,
    description: input.description,
    countryCode: input.country,
    location: input.location,
    foundedYear: input.foundedYear,
    websiteUrl: input.websiteUrl,
    linkedinUrl: input.linkedinUrl,
    twitterUrl: input.twitterUrl,
    blogUrl: input.blogUrl,
  };
}

/**
 * Positions 0..n-1 in the order the owner gave: by order value, ties and categories without
 * one (Company Properties are not ordered by the form) by their place in categoryIds.
 */
export function toCategoryLinks(input: OrganizationUpdate): CategoryLinkInput[] {
  return input.categoryIds
    .map((categoryId, index) => ({
      categoryId,
      index,
      order: input.categoriesOrder[categoryId] ?? Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ categoryId }, position) => ({
      categoryId,
      position,
      detailText: input.categoriesDetails[categoryId] ?? null,
    }));
}

export function createOrganizationsService(deps: {
  repository: OrganizationsRepository;
  taxonomy: TaxonomyService;
  imageFiles: ImageFiles;
  /** Ends an organization's subscriptions at the payment provider (the payments service). */
  billing: { cancelForOrganization(organizationId: string): Promise<void> };
}) {
  const { repository, taxonomy, imageFiles, billing } = deps;
  // Totals and facets memoized per discovery version, which the database bumps with every
  // change they depend on: a hit is exact, never stale. Per process, and only a speed-up.
  const totals = new BoundedCache<string, number>(MEMO_ENTRIES);
  const facets = new BoundedCache<string, CategoryFacet[]>(MEMO_ENTRIES);

  async function countPublished(version: number, filter: PublishedFilter) {
    const key = filterKey(version, filter);
    const known = totals.get(key);
    if (known !== undefined) return known;
    const total = await repository.countPublished(filter);
    totals.set(key, total);
    return total;
  }

  async function categoryFacets(version: number, countryCode: string | undefined) {
    const key = `${version}/${countryCode ?? '*'}`;
    const known = facets.get(key);
    if (known) return known;
    const computed = await repository.categoryFacets(countryCode);
    facets.set(key, computed);
    return computed;
  }

  async function assertCountryKnown(code: string) {
    if (!(await taxonomy.hasCountry(code))) {
      throw new AppError('VALIDATION_ERROR', messages.organizationForm.unknownCountry);
    }
  }

  async function assertCategoriesKnown(ids: string[]) {
    if ((await taxonomy.unknownCategoryIds(ids)).length > 0) {
      throw new AppError('VALIDATION_ERROR', messages.organizationForm.unknownCategory);
    }
  }

  async function load(id: string): Promise<Organization> {
    const record = await repository.findById(id);
    if (!record) throw new AppError('NOT_FOUND', messages.organization.notFound(id));
    return toOrganization(record);
  }

  return {
    /** The public grid: published only, filtered, keyset-paginated, with total and facets. */
    async listPublished(query: OrganizationListQuery): Promise<OrganizationList> {
      const after = query.cursor ? decodeFeedCursor(query.cursor) : undefined;
      const [categoryGroups] = await Promise.all([
        taxonomy.groupCategoriesByGroup(query.categories ?? []),
        query.country ? taxonomy.assertCountryExists(query.country) : undefined,
      ]);
      const filter = { countryCode: query.country, categoryGroups };
      // Read before counting: a count may then only be filed under an older version, never a
      // newer one than the data it saw.
      const version = await repository.discoveryVersion();
      const [rows, total, availableCategories] = await Promise.all([
        repository.findPublishedPage(filter, after, query.limit),
        countPublished(version, filter),
        categoryFacets(version, query.country),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toOrganizationCard),
        nextCursor:
          rows.length > query.limit && last
            ? encodeFeedCursor({ publishedAt: last.publishedAt, id: last.id })
            : null,
        total,
        availableCategories,
      };
    },

    listActiveCountries: async () => sortByName(await repository.listActiveCountries()),

    /**
     * A profile as this viewer may see it: published ones for anyone, others for their owner
     * alone. The viewer is only looked up when it matters, so public reads need no session.
     * A lapsed profile was public once and may be linked from anywhere: strangers learn that
     * it is not published for now (410), never a 404; a pending one never existed publicly.
     */
    async getVisible(id: string, viewerId: () => Promise<string | undefined>) {
      const record = await repository.findById(id);
      if (record?.status === 'published') return toOrganization(record);
      const userId = await viewerId();
      if (record && record.createdBy === userId) return toOrganization(record);
      if (record?.status === 'lapsed') {
        throw new AppError('NOT_PUBLISHED', messages.payments.notPublishedBody(record.name));
      }
      throw new AppError('NOT_FOUND', messages.organization.notFound(id));
    },

    /** Everything the owner holds, in any publication state, newest first. */
    async listOwned(userId: string): Promise<Organization[]> {
      return (await repository.listByOwner(userId)).map(toOrganization);
    },

    /**
     * A new, pending organization owned by the caller. Creating costs nothing, so how many
     * unpublished ones an owner may hold is capped.
     */
    async create(userId: string, input: OrganizationCreate): Promise<Organization> {
      await assertCountryKnown(input.country);
      const id = await repository.createPending(
        userId,
        toFields(input),
        MAX_UNPUBLISHED_ORGANIZATIONS,
      );
      if (!id) {
        throw new AppError(
          'CONFLICT',
          messages.organizationForm.tooManyUnpublished(MAX_UNPUBLISHED_ORGANIZATIONS),
        );
      }
      return load(id);
    },

    /**
     * The owner's edit: fields and category selection in one transaction. Images of
     * categories no longer selected are discarded once it has committed.
     */
    async update(userId: string, id: string, input: OrganizationUpdate): Promise<Organization> {
      assertOwner(id, await repository.findOwnershipFacts(id), userId);
      await Promise.all([
        assertCountryKnown(input.country),
        assertCategoriesKnown(input.categoryIds),
      ]);
      const result = await repository.update(id, toFields(input), toCategoryLinks(input));
      if (!result) throw new AppError('NOT_FOUND', messages.organization.notFound(id));
      await imageFiles.discard(result.removedImageUrls);
      return load(id);
    },

    /**
     * Removes the organization, then (after commit) every image file it had. Its subscription
     * is cancelled first: if that fails nothing is deleted, so no one pays for a profile
     * that is gone.
     */
    async delete(userId: string, id: string): Promise<{ deleted: true }> {
      assertOwner(id, await repository.findOwnershipFacts(id), userId);
      await billing.cancelForOrganization(id);
      const result = await repository.delete(id);
      if (!result) throw new AppError('NOT_FOUND', messages.organization.notFound(id));
      await imageFiles.discard(result.imageUrls);
      return { deleted: true };
    },

    countPublished: () => repository.countPublished({ categoryGroups: [] }),

    listPublishedForSitemap: (offset: number, limit: number) =>
      repository.listPublishedForSitemap(offset, limit),
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
