import type {
  MemberOrganization,
  MemberRole,
  OrganizationCreate,
  OrganizationList,
  OrganizationListQuery,
  OrganizationProfile,
  OrganizationUpdate,
} from '@catalyst/shared';
import {
  CARD_DESCRIPTION_MAX,
  defaultSort,
  isUuidShaped,
  MAX_UNPUBLISHED_ORGANIZATIONS,
  moderationMessages,
  organizationFormMessages,
  organizationMessages,
  paymentMessages,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/calendar.js';
import { sortByName } from '../../lib/collation.js';
import { excerpt } from '../../lib/excerpt.js';
import type { ImageFiles } from '../../lib/image-storage/image-storage.js';
import type { TaxonomyService } from '../taxonomy/index.js';
import { decodeDiscoveryCursor, encodeDiscoveryCursor } from './discovery/discovery-cursor.js';
import type { DiscoveryEngine } from './discovery/discovery-engine.js';
import type { DiscoveryIndex } from './discovery/discovery-index.js';
import { queryDiscovery } from './discovery/discovery-query.js';
import { queryTerms } from './discovery/discovery-search.js';
import type { DiscoveryRepository } from './discovery/discovery.repository.js';
import { isListed } from './listing.js';
import { assertMember } from './membership.js';
import {
  toMemberOrganization,
  toOrganization,
  toOrganizationCard,
} from './organizations.mapper.js';
import type {
  CategoryLinkInput,
  OrganizationFields,
  ProfileRecord,
  OrganizationsRepository,
} from './organizations.repository.js';

/** Unknown filter values are a client error (decision 2), told apart by the index's taxonomy. */
function assertFiltersKnown(
  index: DiscoveryIndex,
  query: Pick<OrganizationListQuery, 'country' | 'categories'>,
): void {
  const unknown = (query.categories ?? []).filter((id) => !index.categoryIndexById.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_ERROR', `Unknown category: ${unknown.join(', ')}.`);
  }
  if (query.country && !index.countryIndexByCode.has(query.country)) {
    throw new AppError('VALIDATION_ERROR', `Unknown country: ${query.country}.`);
  }
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
function toCategoryLinks(input: OrganizationUpdate): CategoryLinkInput[] {
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

type PublicProfile =
  /** The profile exactly as its API address answers a stranger (the page renders from it). */
  | { state: 'published'; organization: OrganizationProfile }
  /** Hidden by a moderator: gone (410) while it is reviewed; nothing of it is shown. */
  | { state: 'unavailable' }
  | { state: 'lapsed'; slug: string; notice: string }
  | { state: 'hidden' };

export function createOrganizationsService(deps: {
  repository: OrganizationsRepository;
  discovery: { engine: DiscoveryEngine; repository: DiscoveryRepository };
  taxonomy: TaxonomyService;
  imageFiles: ImageFiles;
  /**
   * Tells the payment provider, after a deletion, to end what it still runs for it (queued
   * by the deletion itself: provider-cancellations.ts).
   */
  billing: { afterDeletion(): Promise<void> };
}) {
  const { repository, discovery, taxonomy, imageFiles, billing } = deps;

  /** The profile as its address answers it: the organization and its timeline. */
  const toProfile = (record: ProfileRecord): OrganizationProfile => ({
    ...toOrganization(record),
    milestones: record.milestones,
  });

  async function assertCountryKnown(code: string) {
    if (!(await taxonomy.hasCountry(code))) {
      throw new AppError('VALIDATION_ERROR', organizationFormMessages.unknownCountry);
    }
  }

  async function assertCategoriesKnown(ids: string[]) {
    if ((await taxonomy.unknownCategoryIds(ids)).length > 0) {
      throw new AppError('VALIDATION_ERROR', organizationFormMessages.unknownCategory);
    }
  }

  /** By id when the reference is shaped like one (slugs never are), else by slug, old or new. */
  const findByRef = (ref: string) =>
    isUuidShaped(ref) ? repository.findById(ref) : repository.findBySlug(ref);

  /** The organization as one of its people, whose role was just checked, sees it. */
  async function loadForMember(id: string, role: MemberRole): Promise<MemberOrganization> {
    const record = await repository.findById(id);
    if (!record) throw new AppError('NOT_FOUND', organizationMessages.notFound(id));
    return toMemberOrganization(record, role);
  }

  return {
    /**
     * The public grid: published only, searched, filtered, sorted and keyset-paginated, with
     * the exact total and the facet counts of the selection (decision 15). The index answers
     * which organizations and how many; the page's cards come from the database.
     */
    /**
     * Refuses a country or category the directory does not know, as the listing does: what a
     * saved search selects is checked by the same rules as the listing it opens.
     */
    async assertListingFiltersKnown(
      filters: Pick<OrganizationListQuery, 'country' | 'categories'>,
    ): Promise<void> {
      const { index } = await discovery.engine.current();
      assertFiltersKnown(index, filters);
    },

    /**
     * The listed organizations a directory query selects that have a role open today, the
     * most recently published first, at most `max`: where a feed of the query's roles looks.
     */
    async hiringOrganizationIds(
      query: Pick<OrganizationListQuery, 'q' | 'country' | 'categories'>,
      max: number,
    ): Promise<string[]> {
      // Caught up with the database first: a feed never misses a change committed before it.
      await discovery.engine.reach(await discovery.repository.currentVersion());
      const { index } = await discovery.engine.current();
      assertFiltersKnown(index, query);
      const page = queryDiscovery(index, {
        countryCode: query.country,
        categoryIds: query.categories ?? [],
        hiringOn: Math.floor(Date.now() / DAY_MS),
        terms: query.q ? queryTerms(query.q) : [],
        sort: 'newest',
        after: undefined,
        limit: max,
        withFacets: false,
      });
      return page.slots.map((slot) => index.idAt(slot));
    },

    /** When each of these organizations was published (those that are), for feeds. */
    publishedAtOf: (ids: readonly string[]) => repository.publishedAtOf(ids),

    async listPublished(query: OrganizationListQuery): Promise<OrganizationList> {
      const terms = query.q ? queryTerms(query.q) : [];
      const searched = terms.length > 0;
      const requested = query.sort ?? defaultSort(searched ? query.q : undefined);
      // Without a search there is nothing to rank by: relevance is the newest order.
      const sort = requested === 'relevance' && !searched ? 'newest' : requested;
      const after = query.cursor ? decodeDiscoveryCursor(query.cursor, sort) : undefined;
      let { index, version } = await discovery.engine.current();
      assertFiltersKnown(index, query);
      for (let attempt = 1; ; attempt += 1) {
        const page = queryDiscovery(index, {
          countryCode: query.country,
          categoryIds: query.categories ?? [],
          hiringOn: query.hiring ? Math.floor(Date.now() / DAY_MS) : undefined,
          terms,
          sort,
          after,
          limit: query.limit,
          // Later pages share the first page's counts, the costliest part of an answer.
          withFacets: !query.cursor,
        });
        const ids = page.slots.map((slot) => index.idAt(slot));
        const read = await discovery.repository.cardsAt(ids);
        // The cards came with the database's version: an index behind it answers again,
        // caught up, so no answer misses a change committed before the request.
        if (read.version > version && attempt === 1) {
          await discovery.engine.reach(read.version);
          ({ index, version } = await discovery.engine.current());
          continue;
        }
        const cards = new Map(read.cards.map((card) => [card.id, card]));
        return {
          // A card deleted since the index answered is simply left out.
          items: ids.flatMap((id) => {
            const card = cards.get(id);
            return card
              ? [
                  {
                    ...toOrganizationCard({
                      ...card,
                      description: excerpt(card.description, CARD_DESCRIPTION_MAX),
                    }),
                    openRoleCount: card.openRoleCount,
                  },
                ]
              : [];
          }),
          nextCursor: page.next ? encodeDiscoveryCursor(page.next) : null,
          total: page.total,
          sort,
          availableCategories: page.facets,
        };
      }
    },

    listActiveCountries: async () => sortByName(await repository.listActiveCountries()),

    /**
     * The profile at an address (its id, its slug or a slug it had before), in the one shape
     * everyone gets: published ones for anyone, others for its people alone. `listed` says
     * whether the answer is the public's, which any cache may keep: a listed profile is
     * answered without asking who is calling. A lapsed profile was public once and may be
     * linked from anywhere: strangers learn that it is not published for now (410), never a
     * 404; a pending one never existed publicly.
     */
    async getVisible(
      ref: string,
      viewerId: () => Promise<string | undefined>,
    ): Promise<{ organization: OrganizationProfile; listed: boolean }> {
      const record = await findByRef(ref);
      if (record && isListed(record)) return { organization: toProfile(record), listed: true };
      const userId = record ? await viewerId() : undefined;
      const role = record && userId ? await repository.findMemberRole(record.id, userId) : null;
      if (record && role) return { organization: toProfile(record), listed: false };
      if (record?.hiddenAt) throw new AppError('UNAVAILABLE', moderationMessages.unavailableTitle);
      if (record?.status === 'lapsed') {
        throw new AppError('NOT_PUBLISHED', paymentMessages.notPublishedBody(record.name));
      }
      throw new AppError('NOT_FOUND', organizationMessages.notFound(ref));
    },

    /** The organization as one of its people sees it; anyone else is refused as by a write. */
    async getForMember(userId: string, id: string): Promise<MemberOrganization> {
      const { memberRole } = assertMember(
        id,
        await repository.findAccessFacts(id, userId),
        'editor',
      );
      return loadForMember(id, memberRole);
    },

    /**
     * A profile as any stranger sees it, for pages and crawlers: the published organization;
     * of a lapsed one, its current slug and the notice that it is not published (it was
     * public once, so its address is no secret); nothing of a pending or unknown one.
     */
    async getPublicProfile(ref: string): Promise<PublicProfile> {
      const record = await findByRef(ref);
      if (record && isListed(record)) {
        return { state: 'published', organization: toProfile(record) };
      }
      if (record?.hiddenAt) return { state: 'unavailable' };
      if (record?.status === 'lapsed') {
        return {
          state: 'lapsed',
          slug: record.slug,
          notice: paymentMessages.notPublishedBody(record.name),
        };
      }
      return { state: 'hidden' };
    },

    /**
     * Every organization the person is part of, in any publication state, newest first, as its
     * people see it.
     */
    async listMine(userId: string): Promise<MemberOrganization[]> {
      return (await repository.listByMember(userId)).map(({ record, role }) =>
        toMemberOrganization(record, role),
      );
    },

    /**
     * A new, pending organization owned by the caller. Creating costs nothing, so how many
     * unpublished ones an owner may hold is capped.
     */
    async create(userId: string, input: OrganizationCreate): Promise<MemberOrganization> {
      await assertCountryKnown(input.country);
      const id = await repository.createPending(
        userId,
        toFields(input),
        MAX_UNPUBLISHED_ORGANIZATIONS,
      );
      if (!id) {
        throw new AppError(
          'CONFLICT',
          organizationFormMessages.tooManyUnpublished(MAX_UNPUBLISHED_ORGANIZATIONS),
        );
      }
      // The trigger of migration 0009 made the creator its owner.
      return loadForMember(id, 'owner');
    },

    /**
     * An editor's or owner's edit: fields and category selection in one transaction. Images of
     * categories no longer selected are discarded once it has committed.
     */
    async update(
      userId: string,
      id: string,
      input: OrganizationUpdate,
    ): Promise<MemberOrganization> {
      const { memberRole } = assertMember(
        id,
        await repository.findAccessFacts(id, userId),
        'editor',
      );
      await Promise.all([
        assertCountryKnown(input.country),
        assertCategoriesKnown(input.categoryIds),
      ]);
      const result = await repository.update(id, toFields(input), toCategoryLinks(input));
      if (!result) throw new AppError('NOT_FOUND', organizationMessages.notFound(id));
      await imageFiles.discard(result.removedImageUrls);
      return loadForMember(id, memberRole);
    },

    /**
     * Removes the organization, then (after commit) every image file it had and whatever the
     * payment provider still runs for it. The subscription is queued for cancellation in the
     * deleting transaction, so the deletion never waits on the provider, and no one keeps
     * paying for a profile that is gone.
     */
    async delete(userId: string, id: string): Promise<{ deleted: true }> {
      assertMember(id, await repository.findAccessFacts(id, userId), 'owner');
      const result = await repository.delete(id);
      if (!result) throw new AppError('NOT_FOUND', organizationMessages.notFound(id));
      await billing.afterDeletion();
      await imageFiles.discard(result.imageUrls);
      return { deleted: true };
    },

    countPublished: () => repository.countPublished(),

    listPublishedForSitemap: (offset: number, limit: number) =>
      repository.listPublishedForSitemap(offset, limit),
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
