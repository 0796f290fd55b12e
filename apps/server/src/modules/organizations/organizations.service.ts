import type {
  CategoryFacet,
  Organization,
  OrganizationList,
  OrganizationListQuery,
} from '@catalyst/shared';
import { messages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { BoundedCache } from '../../lib/bounded-cache.js';
import { sortByName } from '../../lib/collation.js';
import type { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.js';
import { toOrganization, toOrganizationCard } from './organizations.mapper.js';
import type { OrganizationsRepository, PublishedFilter } from './organizations.repository.js';

const MEMO_ENTRIES = 2000;

function filterKey(version: number, filter: PublishedFilter): string {
  const groups = filter.categoryGroups.map((group) => [...group].sort().join('|')).sort();
  return `${version}/${filter.countryCode ?? '*'}/${groups.join('&')}`;
}

export function createOrganizationsService(deps: {
  repository: OrganizationsRepository;
  taxonomy: TaxonomyService;
}) {
  const { repository, taxonomy } = deps;
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

    /** A profile as the public sees it: anything not published does not exist for them. */
    async getPublished(id: string): Promise<Organization> {
      const record = await repository.findById(id);
      if (!record || record.status !== 'published') {
        throw new AppError('NOT_FOUND', messages.organization.notFound(id));
      }
      return toOrganization(record);
    },

    /** Like getPublished, but undefined instead of an error: for page metadata. */
    async findPublished(id: string): Promise<Organization | undefined> {
      const record = await repository.findById(id);
      return record?.status === 'published' ? toOrganization(record) : undefined;
    },

    countPublished: () => repository.countPublished({ categoryGroups: [] }),

    listPublishedForSitemap: (offset: number, limit: number) =>
      repository.listPublishedForSitemap(offset, limit),
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
