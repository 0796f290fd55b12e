import { z } from 'zod';
import { EMAIL_MAX, URL_MAX } from '../constants/limits.js';
import {
  EMPLOYMENT_TYPES,
  OPEN_ROLE_DEFAULT_DAYS,
  OPEN_ROLE_DESCRIPTION_MAX,
  OPEN_ROLE_LOCATION_MAX,
  OPEN_ROLE_MAX_VALID_DAYS,
  OPEN_ROLE_SETTABLE_STATUSES,
  OPEN_ROLE_STATUSES,
  OPEN_ROLE_REMOTE_COUNTRIES_MAX,
  OPEN_ROLE_SALARY_MAX,
  OPEN_ROLE_TEAM_MAX,
  OPEN_ROLE_TITLE_MAX,
  openRoleMessages,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  WORKPLACES,
} from '../constants/open-roles.js';
import { countryCodeSchema } from './common.js';
import { organizationRefSchema } from './organization-slug.js';

const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
const workplaceSchema = z.enum(WORKPLACES);
const salaryPeriodSchema = z.enum(SALARY_PERIODS);
const salaryCurrencySchema = z.enum(SALARY_CURRENCIES, {
  error: openRoleMessages.currencyUnknown,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day, `YYYY-MM-DD`, that exists. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, openRoleMessages.validThroughInvalid)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, openRoleMessages.validThroughInvalid)
  .meta({ format: 'date' });

/** Today's UTC date, as `YYYY-MM-DD`. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The default last day of a role: 60 days from `at`. */
export function defaultValidThrough(at: Date = new Date()): string {
  return utcDay(new Date(at.getTime() + OPEN_ROLE_DEFAULT_DAYS * DAY_MS));
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const salaryAmount = z
  .number({ error: openRoleMessages.salaryRequired })
  .int(openRoleMessages.salaryWhole)
  .min(0, openRoleMessages.salaryNegative)
  .max(OPEN_ROLE_SALARY_MAX, openRoleMessages.salaryTooLarge);

/**
 * A role as its organization posts it (POST and PUT). Pay is always shown (pay transparency):
 * a range in a currency and per period; a volunteer role says 0. Applying is by a link or by
 * email, one of the two. A remote role names the countries a hire may live in; an on-site or
 * hybrid one its place. `validThrough` is the last day it is open (UTC), 60 days on by default.
 */
const openRoleFields = {
  title: z
    .string({ error: openRoleMessages.titleRequired })
    .trim()
    .min(1, openRoleMessages.titleRequired)
    .max(OPEN_ROLE_TITLE_MAX, openRoleMessages.titleTooLong),
  team: optionalText(OPEN_ROLE_TEAM_MAX, openRoleMessages.teamTooLong),
  employmentType: employmentTypeSchema,
  workplace: workplaceSchema,
  location: optionalText(OPEN_ROLE_LOCATION_MAX, openRoleMessages.locationTooLong),
  remoteCountries: z
    .array(countryCodeSchema)
    .max(OPEN_ROLE_REMOTE_COUNTRIES_MAX, openRoleMessages.tooManyCountries)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  salaryMin: salaryAmount,
  salaryMax: salaryAmount,
  salaryCurrency: salaryCurrencySchema,
  salaryPeriod: salaryPeriodSchema,
  description: z
    .string({ error: openRoleMessages.descriptionRequired })
    .trim()
    .min(1, openRoleMessages.descriptionRequired)
    .max(OPEN_ROLE_DESCRIPTION_MAX, openRoleMessages.descriptionTooLong),
  applyUrl: z
    .url({ protocol: /^https?$/, error: openRoleMessages.applyUrlInvalid })
    .max(URL_MAX)
    .nullish()
    .transform((value) => value ?? null),
  applyEmail: z
    .email({ error: openRoleMessages.applyEmailInvalid })
    .max(EMAIL_MAX)
    .nullish()
    .transform((value) => value ?? null),
  validThrough: calendarDay.optional().meta({
    description: `The last day the role is open (UTC), a day that exists (not 2026-02-30), from today to ${OPEN_ROLE_MAX_VALID_DAYS} days on; ${OPEN_ROLE_DEFAULT_DAYS} days on when left out.`,
  }),
};

/**
 * The rules across fields (checkRole below) that JSON Schema can state, for the API document:
 * exactly one way to apply, and a remote role's countries or an on-site or hybrid role's place.
 * The pay rules compare two fields or depend on another's value, so they are in the description.
 */
const roleRulesForDocument = {
  description: `Pay is always shown: \`salaryMax\` is at least \`salaryMin\`, and only a volunteer role may say 0. Applying is by \`applyUrl\` or by \`applyEmail\`, exactly one of the two. A remote role names at least one of \`remoteCountries\`; an on-site or hybrid role its \`location\`.`,
  oneOf: [
    { required: ['applyUrl'], properties: { applyUrl: { type: 'string' } } },
    { required: ['applyEmail'], properties: { applyEmail: { type: 'string' } } },
  ],
  if: { required: ['workplace'], properties: { workplace: { const: 'remote' } } },
  then: { required: ['remoteCountries'], properties: { remoteCountries: { minItems: 1 } } },
  else: { required: ['location'], properties: { location: { type: 'string', minLength: 1 } } },
};

type RoleForRules = z.output<z.ZodObject<typeof openRoleFields>>;

/** The rules across fields, checked after each field's own. */
function checkRole(role: RoleForRules, context: z.RefinementCtx): void {
  if (role.salaryMax < role.salaryMin) {
    context.addIssue({
      code: 'custom',
      path: ['salaryMax'],
      message: openRoleMessages.salaryRange,
    });
  }
  if (role.salaryMax === 0 && role.employmentType !== 'volunteer') {
    context.addIssue({
      code: 'custom',
      path: ['salaryMax'],
      message: openRoleMessages.salaryRequired,
    });
  }
  if ((role.applyUrl === null) === (role.applyEmail === null)) {
    context.addIssue({
      code: 'custom',
      path: ['applyUrl'],
      message: openRoleMessages.applyOneWay,
    });
  }
  if (role.workplace === 'remote' && role.remoteCountries.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['remoteCountries'],
      message: openRoleMessages.remoteCountriesRequired,
    });
  }
  if (role.workplace !== 'remote' && !role.location) {
    context.addIssue({
      code: 'custom',
      path: ['location'],
      message: openRoleMessages.locationRequired,
    });
  }
  if (role.validThrough) {
    const today = utcDay();
    const latest = utcDay(new Date(Date.now() + OPEN_ROLE_MAX_VALID_DAYS * DAY_MS));
    if (role.validThrough < today) {
      context.addIssue({
        code: 'custom',
        path: ['validThrough'],
        message: openRoleMessages.validThroughPast,
      });
    } else if (role.validThrough > latest) {
      context.addIssue({
        code: 'custom',
        path: ['validThrough'],
        message: openRoleMessages.validThroughTooFar,
      });
    }
  }
}

export const openRoleInputSchema = z
  .strictObject(openRoleFields)
  .superRefine(checkRole)
  .meta(roleRulesForDocument);
export type OpenRoleInput = z.input<typeof openRoleInputSchema>;
export type OpenRoleFields = z.output<typeof openRoleInputSchema>;

/** PUT also opens and closes a role: `status` beside the fields. */
export const openRoleUpdateSchema = z
  .strictObject({ ...openRoleFields, status: z.enum(OPEN_ROLE_SETTABLE_STATUSES).optional() })
  .superRefine(checkRole)
  .meta(roleRulesForDocument);
export type OpenRoleUpdateInput = z.input<typeof openRoleUpdateSchema>;

/** open: listed until validThrough; closed: by its organization; expired: past validThrough. */
export const openRoleStatusSchema = z.enum(OPEN_ROLE_STATUSES);
export type OpenRoleStatus = z.infer<typeof openRoleStatusSchema>;

export const openRoleSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  title: z.string(),
  team: z.string().nullable(),
  employmentType: employmentTypeSchema,
  workplace: workplaceSchema,
  location: z.string().nullable(),
  remoteCountries: z.array(z.string()),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  salaryCurrency: salaryCurrencySchema,
  salaryPeriod: salaryPeriodSchema,
  description: z.string(),
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
  validThrough: z.string(),
  status: openRoleStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpenRole = z.infer<typeof openRoleSchema>;

const roleIdSchema = z.uuid({ error: openRoleMessages.notFound });

/** Reads: the organization by id or slug (a role's page lives under the profile's address). */
export const openRoleRefParamsSchema = z.object({
  id: organizationRefSchema,
  roleId: roleIdSchema,
});
/** Writes: the organization by id. */
export const openRoleParamsSchema = z.object({
  id: z.uuid('Organization ids are UUIDs.'),
  roleId: roleIdSchema,
});
export const organizationRolesRefParamsSchema = z.object({ id: organizationRefSchema });
