import { openRolePublicText } from './open-role-labels.js';

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'internship',
  'volunteer',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const WORKPLACES = ['onsite', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** The currencies a salary may be stated in (ISO 4217), the most used first. */
export const SALARY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
  'INR',
  'BRL',
  'MXN',
  'ZAR',
  'KES',
  'NGN',
  'SGD',
  'NZD',
] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

export const OPEN_ROLE_TITLE_MAX = 120;
export const OPEN_ROLE_TEAM_MAX = 80;
export const OPEN_ROLE_LOCATION_MAX = 120;
export const OPEN_ROLE_DESCRIPTION_MAX = 10_000;
/**
 * "10,000", grouped by hand: `toLocaleString` would cost a role's page about 50 ms of the
 * browser's locale data as this module loads (docs/decisions/0042-hydrate-only-what-answers.md).
 */
export const OPEN_ROLE_DESCRIPTION_MAX_TEXT = String(OPEN_ROLE_DESCRIPTION_MAX).replace(
  /\B(?=(\d{3})+$)/g,
  ',',
);
export const OPEN_ROLE_REMOTE_COUNTRIES_MAX = 60;
export const OPEN_ROLE_SALARY_MAX = 100_000_000;
/** A role runs 60 days unless its organization says otherwise, and a year at most. */
export const OPEN_ROLE_DEFAULT_DAYS = 60;
export const OPEN_ROLE_MAX_VALID_DAYS = 365;

/** open: listed until its last day; closed: by its organization; expired: past its last day. */
export const OPEN_ROLE_STATUSES = ['open', 'closed', 'expired'] as const;
/** What an edit may set: expiry is the calendar's doing. */
export const OPEN_ROLE_SETTABLE_STATUSES = ['open', 'closed'] as const satisfies ReadonlyArray<
  (typeof OPEN_ROLE_STATUSES)[number]
>;
/** Open roles one organization may hold at once: enough for any, bounded for the pages. */
export const OPEN_ROLES_PER_ORGANIZATION_MAX = 50;

export const openRoleMessages = {
  titleRequired: 'Please give the role a title.',
  titleTooLong: `Please keep the title under ${OPEN_ROLE_TITLE_MAX} characters.`,
  teamTooLong: `Please keep the team under ${OPEN_ROLE_TEAM_MAX} characters.`,
  locationRequired: 'Please say where the role is based.',
  locationTooLong: `Please keep the location under ${OPEN_ROLE_LOCATION_MAX} characters.`,
  remoteCountriesRequired: 'Please choose the countries a remote hire may live in.',
  tooManyCountries: `Please choose at most ${OPEN_ROLE_REMOTE_COUNTRIES_MAX} countries.`,
  salaryRequired: 'Please give the salary range: every role shows its pay.',
  salaryWhole: 'Please give the salary as a whole number.',
  salaryNegative: 'A salary cannot be negative.',
  salaryTooLarge: 'Please check the salary: it is larger than any we list.',
  salaryRange: 'The highest salary cannot be below the lowest.',
  currencyUnknown: 'Please choose a currency from the list.',
  descriptionRequired: 'Please describe the role.',
  descriptionTooLong: `Please keep the description under ${OPEN_ROLE_DESCRIPTION_MAX_TEXT} characters.`,
  applyOneWay: 'Please give either a link or an email address to apply, one of the two.',
  applyUrlInvalid: 'Please enter a valid URL (e.g., https://example.org/jobs/42).',
  applyEmailInvalid: 'Please enter a valid email address.',
  validThroughInvalid: 'Please give the last day as a date like 2027-01-31.',
  validThroughPast: 'The last day cannot be in the past.',
  validThroughTooFar: `A role can stay open for at most ${OPEN_ROLE_MAX_VALID_DAYS} days.`,
  notFound: 'This role was not found.',
  tooMany: `An organization can have at most ${OPEN_ROLES_PER_ORGANIZATION_MAX} open roles. Close one to post another.`,
  reopenNeedsDate: 'This role has ended. Give it a new last day to open it again.',
  publishedOnly: openRolePublicText.publishedOnly,
  hiringNow: openRolePublicText.hiringNow,
} as const;
