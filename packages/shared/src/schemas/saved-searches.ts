import { z } from 'zod';
import { defaultSort } from '../constants/organization-sorts.js';
import {
  ALL_ORGANIZATIONS_SEARCH_NAME,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
  savedSearchMessages,
} from '../constants/saved-searches.js';
import { organizationListQuerySchema, type OrganizationListQuery } from './organizations.js';

/** What a saved search selects: the listing's search and filters, its order, never a page. */
export type SavedSearchFilters = Pick<
  OrganizationListQuery,
  'q' | 'sort' | 'country' | 'categories' | 'hiring'
>;

/**
 * The one spelling of a selection, so that two addresses selecting the same organizations in
 * the same order are the same saved search: parameters in a fixed order, categories sorted, a
 * sort only when it is not the search's default, no page (`cursor`, `limit`).
 */
export function canonicalSearchQuery(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.sort && filters.sort !== defaultSort(filters.q)) params.set('sort', filters.sort);
  if (filters.country) params.set('country', filters.country);
  const categories = [...(filters.categories ?? [])].sort();
  if (categories.length > 0) params.set('categories', categories.join(','));
  if (filters.hiring) params.set('hiring', 'true');
  return params.toString();
}

/**
 * A directory address's query string (`?q=ocean&categories=a,b`, the leading `?` optional),
 * read and checked exactly as `GET /api/organizations` reads its query, and answered in its
 * canonical spelling. Categories come as one list or repeated, as the directory's own links and
 * its form send them.
 */
export const savedSearchQuerySchema = z
  .string()
  .max(SAVED_SEARCH_QUERY_MAX, savedSearchMessages.queryTooLong)
  .transform((raw, context) => {
    const params = new URLSearchParams(raw.trim().replace(/^\?/, ''));
    const record: Record<string, string> = {};
    for (const key of params.keys()) record[key] = params.getAll(key).join(',');
    const parsed = organizationListQuerySchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return parsed.data;
  })
  .meta({
    description:
      'The query string of a directory address (`q`, `sort`, `country`, `categories`, `hiring`), checked as `GET /api/organizations` checks its query; a page (`cursor`, `limit`) is dropped.',
  });

/** The name given, trimmed; none or blank: one is made from the search. */
const savedSearchNameSchema = z
  .string()
  .trim()
  .max(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong)
  .optional()
  .transform((name) => name || undefined);

export const savedSearchAlertsSchema = z.enum(SAVED_SEARCH_ALERTS, {
  error: savedSearchMessages.alertsInvalid,
});

/** `POST /api/users/me/saved-searches` and `PUT …/{id}` (the whole search). */
export const savedSearchInputSchema = z.object({
  query: savedSearchQuerySchema,
  alerts: savedSearchAlertsSchema,
  name: savedSearchNameSchema,
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchParamsSchema = z.object({
  id: z.uuid(savedSearchMessages.notFound),
});

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The canonical query string, without `?`: `/` followed by `?` and it is the directory address. */
  query: z.string(),
  alerts: savedSearchAlertsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/**
 * A name for a search saved without one, from what it selects: the search in quotes, the
 * country, how many categories, 'hiring now'.
 */
export function defaultSearchName(filters: SavedSearchFilters): string {
  const categoryCount = filters.categories?.length ?? 0;
  const parts = [
    ...(filters.q ? [`“${filters.q}”`] : []),
    ...(filters.country ? [filters.country] : []),
    ...(categoryCount > 0
      ? [categoryCount === 1 ? '1 category' : `${categoryCount} categories`]
      : []),
    ...(filters.hiring ? ['hiring now'] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : ALL_ORGANIZATIONS_SEARCH_NAME;
}

/** `GET|PUT /api/users/me/alert-settings`: how often followed organizations' new roles are mailed. */
export const alertSettingsSchema = z.object({ follows: savedSearchAlertsSchema });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** `POST /alerts/unsubscribe?token=…`: a digest's signed one-click link (RFC 8058). */
export const alertsUnsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(512),
});
