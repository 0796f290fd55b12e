import { z } from 'zod';
import {
  CATEGORY_FILTER_MAX,
  ORGANIZATIONS_PAGE_SIZE,
  ORGANIZATIONS_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX,
} from '../constants/limits.js';
import { ORGANIZATION_SORTS } from '../constants/organization-sorts.js';
import { PUBLICATION_STATUSES } from '../constants/plans.js';
import { MEMBER_ROLES } from '../constants/team.js';
import { categoryIdSchema, countryCodeSchema } from './common.js';
import { mediaListSchema } from './media.js';
import { milestoneSchema } from './milestones.js';
import { organizationRefSchema } from './organization-slug.js';

const paymentStatusSchema = z.enum(['pending', 'paid']);

/** pending: never paid; published: paid and listed; lapsed: was paid, subscription ended. */
export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES);
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

/**
 * What the public grid needs of an organization: small enough for a page of 24 to stay light.
 * In the listing, `description` is its start (CARD_DESCRIPTION_MAX characters at most).
 */
export const organizationCardSchema = z.object({
  id: z.string(),
  /** The profile's address, `/organizations/{slug}`: made from the name, unique. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  categoryIds: z.array(z.string()),
  country: z.string(),
  location: z.string().nullable(),
  /**
   * The domain the organization proved it controls (website verification), for the
   * "Verified website" badge; null when not verified. Cleared when the website changes.
   */
  websiteVerified: z.object({ domain: z.string() }).nullable(),
});
export type OrganizationCard = z.infer<typeof organizationCardSchema>;

/** A card in the directory's grid: with how many roles it has open today. */
export const organizationListItemSchema = organizationCardSchema.extend({
  openRoleCount: z.number().int(),
});
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>;

/**
 * A hidden organization's moderation, as its owner (or an administrator) sees it; null when it
 * is not hidden. Visitors never see a hidden profile (410).
 */
const organizationModerationSchema = z
  .object({
    hiddenAt: z.string(),
    reason: z.string(),
    reviewRequestedAt: z.string().nullable(),
  })
  .nullable();

/**
 * An organization's profile as anyone may read it (docs/product/api.md, less what belongs to its
 * team): the same for every caller, so one answer can be shared by every visitor and cached.
 * Who owns it, how it pays and why a moderator hid it are in memberOrganizationSchema alone.
 */
export const organizationSchema = organizationCardSchema.extend({
  bannerImage: z.string().nullable(),
  categoriesOrder: z.record(z.string(), z.number().int()),
  categoriesDetails: z.record(z.string(), z.string()),
  categoryImages: z.record(z.string(), z.string()),
  foundedYear: z.number().int().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  blogUrl: z.string().nullable(),
  /** The gallery, in its owners' order (organization-media routes). */
  media: mediaListSchema,
  /** Always `published` for anyone outside its team: they see nothing else. */
  publicationStatus: publicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/**
 * The profile as `GET /organizations/{id}` answers it (and its page shows it): the organization
 * with what its people add to it, each part in the order it is shown.
 */
export const organizationProfileSchema = organizationSchema.extend({
  /** The timeline: newest first; milestones of the same date as their organization ordered them. */
  milestones: z.array(milestoneSchema),
});
export type OrganizationProfile = z.infer<typeof organizationProfileSchema>;

/**
 * The organization as its owners and editors see it: the profile, with what only its team may
 * know. Answered to them alone (their list of organizations, their writes), never cached.
 */
export const memberOrganizationSchema = organizationSchema.extend({
  /** The user who created it. */
  createdBy: z.string(),
  paymentStatus: paymentStatusSchema,
  subscriptionType: z.string().nullable(),
  moderation: organizationModerationSchema,
  /** The caller's role in it: what the web offers them. The server checks it on every write. */
  viewerRole: z.enum(MEMBER_ROLES),
});
export type MemberOrganization = z.infer<typeof memberOrganizationSchema>;

const commaSeparatedCategoryIds = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(categoryIdSchema)
      .max(CATEGORY_FILTER_MAX, `At most ${CATEGORY_FILTER_MAX} categories can be combined.`),
  );

const organizationSortSchema = z.enum(ORGANIZATION_SORTS, {
  error: `Sort must be one of ${ORGANIZATION_SORTS.join(', ')}.`,
});

/**
 * `GET /api/organizations` query. `country=all` (the selector's 'All Countries') and an
 * empty value both mean no country filter. `q` searches names, descriptions, locations,
 * category names and the country's names and demonyms ('kenya', 'deutschland', 'kenyan'; word
 * prefixes, one typo per word, accents ignored); blank means none.
 * `sort` defaults to relevance with a search and newest without; relevance without a search
 * is the newest order.
 */
export const organizationListQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX, `A search can be at most ${SEARCH_QUERY_MAX} characters.`)
    .optional()
    .transform((value) => value?.trim().replace(/\s+/g, ' ') || undefined),
  sort: organizationSortSchema.optional(),
  country: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === '' || value === 'all' ? undefined : value,
    )
    .pipe(countryCodeSchema.optional())
    .meta({
      pattern: '^(?:[A-Z]{2}|all)?$',
      description:
        'A country the directory lists, by its ISO 3166-1 alpha-2 code (`GET /api/countries`); `all` or empty: every country.',
    }),
  categories: commaSeparatedCategoryIds.optional().meta({
    pattern: '^[a-z0-9_,\\s]*$',
    description: `Category ids (\`GET /api/categories\`), comma-separated, each of 1 to 64 lower-case letters, digits and underscores; at most ${CATEGORY_FILTER_MAX} once repeats are dropped.`,
  }),
  /** 'Hiring now': only organizations with at least one role open today. */
  hiring: z
    .enum(['true', 'false'], { error: 'Hiring must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'The cursor is malformed; start again from the first page.')
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(ORGANIZATIONS_PAGE_SIZE_MAX, `Limit must be at most ${ORGANIZATIONS_PAGE_SIZE_MAX}.`)
    .default(ORGANIZATIONS_PAGE_SIZE),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

const categoryFacetSchema = z.object({
  categoryId: z.string(),
  count: z.number().int(),
});

export const organizationListSchema = z.object({
  items: z.array(organizationListItemSchema),
  /** Opaque; pass back as `cursor` (with the same filters and sort) for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many published organizations match the search and filters, across all pages. Exact. */
  total: z.number().int(),
  /** The order the items are in (the default one when the query named none). */
  sort: organizationSortSchema,
  /**
   * Every category with at least one match, or selected, with its count: how many results
   * there would be with that category as the only choice of its group and every other
   * filter (country, search, other groups) kept. Exact. On the first page only: pages asked
   * for with a cursor answer null (the counts are the first page's, and cost the most).
   */
  availableCategories: z.array(categoryFacetSchema).nullable(),
});
export type OrganizationList = z.infer<typeof organizationListSchema>;

export const organizationIdParamsSchema = z.object({
  id: z.uuid('Organization ids are UUIDs.'),
});

/** `GET /api/organizations/{id}`: the id, the current slug, or a slug it had before. */
export const organizationRefParamsSchema = z.object({ id: organizationRefSchema });

export const categoryImageParamsSchema = organizationIdParamsSchema.extend({
  categoryId: categoryIdSchema,
});

/** Upload answers: the new image's address. */
export const logoUploadSchema = z.object({ logoUrl: z.string() });
export const bannerUploadSchema = z.object({ bannerImageUrl: z.string() });
export const categoryImageUploadSchema = z.object({ categoryImageUrl: z.string() });
/** Image removal answer: the slot is empty now (the address is null). */
export const imageDeletedSchema = z.object({ deleted: z.literal(true) });
