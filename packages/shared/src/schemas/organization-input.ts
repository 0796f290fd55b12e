import { z } from 'zod';
import {
  CATEGORY_DETAIL_MAX,
  DEFAULT_CATEGORY_ID,
  FOUNDED_YEAR_MIN,
  LOCATION_MAX,
  MAX_CATEGORIES,
  NAME_MAX,
  ORGANIZATION_DESCRIPTION_MAX,
  URL_MAX,
  currentYear,
} from '../constants/limits.js';
import { organizationFormMessages } from '../constants/messages.js';
import {
  isWebUrl,
  normalizeUrl,
  urlExamples,
  WEB_ADDRESS_INPUT_PATTERN,
} from '../constants/web-urls.js';
import {
  categoryIdSchema,
  COUNTRY_CODE_PATTERN,
  countryCodeMessage,
  knownCountryDescription,
} from './common.js';

/** Empty means no link (null); anything else is normalized, then must be a web address. */
function optionalUrl(example: string) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ? normalizeUrl(value) || null : null))
    .refine(
      (value) => value === null || isWebUrl(value),
      organizationFormMessages.invalidUrl(example),
    )
    .meta({
      // What the refinement checks, for the document: a bare host gets `https://` first.
      maxLength: URL_MAX,
      pattern: WEB_ADDRESS_INPUT_PATTERN,
      description: `A web address of a public host, such as \`${example}\`: \`https://\` is added when it has no \`http(s)://\`; no credentials, no spaces, at most ${URL_MAX} characters. Empty or null: no link.`,
    });
}

function optionalText(max: number, label: string) {
  return z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || null);
}

/** Empty is allowed (null); otherwise a whole year from 1800 to this year. */
const foundedYear = z
  .number()
  .nullish()
  .transform((value) => (value === undefined || Number.isNaN(value) ? null : value))
  .superRefine((value, context) => {
    if (value === null) return;
    const maxYear = currentYear();
    if (!Number.isInteger(value) || value < FOUNDED_YEAR_MIN || value > maxYear) {
      context.addIssue({
        code: 'custom',
        message: organizationFormMessages.foundedYearRange(maxYear),
      });
    }
  })
  .meta({
    // The upper bound moves every New Year, so it is said rather than fixed in the document.
    minimum: FOUNDED_YEAR_MIN,
    multipleOf: 1,
    description: `A whole year from ${FOUNDED_YEAR_MIN} to the current year (UTC), or null.`,
  });

interface RequiredMessages {
  name: string;
  description: string;
  country: string;
}

/** The fields both forms share; only the messages for missing required fields differ. */
function organizationFields(required: RequiredMessages) {
  return {
    name: z
      .string(required.name)
      .trim()
      .min(1, required.name)
      .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
    description: z
      .string(required.description)
      .trim()
      .min(1, required.description)
      .max(
        ORGANIZATION_DESCRIPTION_MAX,
        `Description must be at most ${ORGANIZATION_DESCRIPTION_MAX} characters`,
      ),
    country: z
      .string(required.country)
      .min(1, required.country)
      .regex(COUNTRY_CODE_PATTERN, countryCodeMessage)
      .meta({ description: knownCountryDescription }),
    location: optionalText(LOCATION_MAX, 'Location'),
    foundedYear,
    websiteUrl: optionalUrl(urlExamples.websiteUrl),
    linkedinUrl: optionalUrl(urlExamples.linkedinUrl),
    twitterUrl: optionalUrl(urlExamples.twitterUrl),
    blogUrl: optionalUrl(urlExamples.blogUrl),
  };
}

/**
 * `POST /api/organizations` and the /submit-organization form. The owner comes from the
 * session: unknown keys such as createdBy or paymentStatus are stripped, never stored.
 */
export const organizationCreateSchema = z.object(
  organizationFields({
    name: organizationFormMessages.nameRequired,
    description: organizationFormMessages.descriptionRequired,
    country: organizationFormMessages.countryRequired,
  }),
);
export type OrganizationCreateInput = z.input<typeof organizationCreateSchema>;
export type OrganizationCreate = z.output<typeof organizationCreateSchema>;

const selectedCategoryIds = z
  .array(categoryIdSchema, organizationFormMessages.requiredFields)
  .min(1, organizationFormMessages.requiredFields)
  .transform((ids) => [...new Set(ids)].filter((id) => id !== DEFAULT_CATEGORY_ID))
  .pipe(
    z
      .array(z.string())
      .min(1, organizationFormMessages.requiredFields)
      .max(MAX_CATEGORIES, organizationFormMessages.categoryLimit(MAX_CATEGORIES)),
  )
  .meta({
    maxItems: MAX_CATEGORIES,
    description: `Known category ids (\`GET /api/categories\`), 1 to ${MAX_CATEGORIES} once repeats and \`${DEFAULT_CATEGORY_ID}\` are dropped.`,
  });

/**
 * `PUT /api/organizations/{id}` and the edit form. Images have their own upload endpoints.
 * Order values and detail texts of categories that are not selected are dropped, so a
 * deselected category's leftovers never reach the database.
 */
export const organizationUpdateSchema = z
  .object({
    ...organizationFields({
      name: organizationFormMessages.requiredFields,
      description: organizationFormMessages.requiredFields,
      country: organizationFormMessages.requiredFields,
    }),
    categoryIds: selectedCategoryIds,
    categoriesOrder: z.record(categoryIdSchema, z.number().int().min(0).max(10_000)).default({}),
    categoriesDetails: z
      .record(
        categoryIdSchema,
        z
          .string()
          .max(
            CATEGORY_DETAIL_MAX,
            `Category descriptions must be at most ${CATEGORY_DETAIL_MAX} characters`,
          ),
      )
      .default({}),
  })
  .transform((input) => {
    const selected = new Set(input.categoryIds);
    const pick = <T>(record: Record<string, T>, keep: (value: T) => boolean) =>
      Object.fromEntries(
        Object.entries(record).filter(([id, value]) => selected.has(id) && keep(value)),
      );
    return {
      ...input,
      categoriesOrder: pick(input.categoriesOrder, () => true),
      categoriesDetails: pick(input.categoriesDetails, (text) => text.trim() !== ''),
    };
  });
export type OrganizationUpdateInput = z.input<typeof organizationUpdateSchema>;
export type OrganizationUpdate = z.output<typeof organizationUpdateSchema>;
