import type { Organization, OrganizationList, OrganizationListQuery } from '@catalyst/shared';
import { messages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { sortByName } from '../../lib/collation.js';
import type { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.js';
import { toOrganization, toOrganizationCard } from './organizations.mapper.js';
import type { OrganizationsRepository } from './organizations.repository.js';

export function createOrganizationsService(deps: {
  repository: OrganizationsRepository;
  taxonomy: TaxonomyService;
}) {
  const { repository, taxonomy } = deps;

  return {
    /** The public grid: published only, filtered, keyset-paginated, with total and facets. */
    async listPublished(query: OrganizationListQuery): Promise<OrganizationList> {
      const after = query.cursor ? decodeFeedCursor(query.cursor) : undefined;
      const [categoryGroups] = await Promise.all([
        taxonomy.groupCategoriesByGroup(query.categories ?? []),
        query.country ? taxonomy.assertCountryExists(query.country) : undefined,
      ]);
      const filter = { countryCode: query.country, categoryGroups };
      const [rows, total, availableCategories] = await Promise.all([
        repository.findPublishedPage(filter, after, query.limit),
        repository.countPublished(filter),
        repository.categoryFacets(query.country),
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
