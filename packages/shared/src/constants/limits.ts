/** Business limits (docs/product/rules-and-limits.md), defined once for client and server. */
export const MAX_CATEGORIES = 7;
export const DEFAULT_CATEGORY_ID = 'default_category';
export const ORGANIZATION_DESCRIPTION_MAX = 1000;
export const CATEGORY_DETAIL_MAX = 2000;
export const FOUNDED_YEAR_MIN = 1800;
export const NAME_MAX = 120;
export const LOCATION_MAX = 120;
export const URL_MAX = 2048;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size cap: a few kilobytes of PNG can claim gigapixels (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Recommended sizes, shown beside the upload controls. */
export const BANNER_RECOMMENDED = { width: 1280, height: 360 } as const;
export const CATEGORY_IMAGE_ASPECT = '16:9';
/** Unpublished organizations one owner may hold at once: creating is free, so it is capped. */
export const MAX_UNPUBLISHED_ORGANIZATIONS = 10;
export const EMAIL_MAX = 254;

/** The grid's page size, and the most a client may ask for in one page. */
export const ORGANIZATIONS_PAGE_SIZE = 24;
export const ORGANIZATIONS_PAGE_SIZE_MAX = 60;
/** Upper bound of ids in one `categories` filter; more is a malformed request. */
export const CATEGORY_FILTER_MAX = 50;
/** The longest search a visitor may type; longer is a malformed request. */
export const SEARCH_QUERY_MAX = 100;
/** How long the search box waits after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 250;

export const SUCCESS_MESSAGE_MS = 5000;
export const SAVE_REDIRECT_MS = 1500;
export const SCROLL_TO_TOP_AFTER_PX = 500;
/**
 * A grid card shows three lines of the description: the listing sends this many characters
 * of it (cut at a word, with an ellipsis), not all thousand.
 */
export const CARD_DESCRIPTION_MAX = 280;
export const TOAST_DURATION_MS = 4000;
export const TOOLTIP_DELAY_MS = 700;
export const COUNTRIES_CACHE_MS = 60 * 60 * 1000;
export const NETWORK_RETRY_COUNT = 3;
export const NETWORK_RETRY_BASE_MS = 1000;

/** The grouping id whose categories are listed apart and never ordered. */
export const COMPANY_PROPERTIES_GROUP_ID = 'company_properties';

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/** Business hours and how long a personal-data deletion request may take. */
export const BUSINESS_HOURS = 'Mon-Fri 9am-5pm';
export const DATA_DELETION_DAYS = 30;

/** docs/product/rules-and-limits.md; the server also refuses the most common passwords. */
export const PASSWORD_MIN_LENGTH = 6;
