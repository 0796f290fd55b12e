import type { EmploymentType, SalaryCurrency, SalaryPeriod, Workplace } from '@catalyst/shared';

/**
 * Shapes of the static data the seed writes. The data files are plain literals of these
 * types so that they can be reviewed like content, not code.
 */
export interface CategoryGroupSeed {
  id: string;
  name: string;
  emoji: string;
  /** Display colour as a CSS hex value; the filter panel and badges tint with it. */
  color: string;
}

export interface CategorySeed {
  /** Stable slug used in URLs (`?categories=climate_action,...`); never renamed. */
  id: string;
  groupId: string;
  name: string;
  emoji: string;
  /** One sentence shown as the category's tooltip. */
  description: string;
}

export interface CountrySeed {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  name: string;
  flagEmoji: string;
}

export type FaqCategory = 'general' | 'submission' | 'organization' | 'pricing';

export interface FaqEntrySeed {
  id: string;
  question: string;
  answer: string;
  categories: FaqCategory[];
}

export interface DemoOrganizationSeed {
  name: string;
  description: string;
  countryCode: string;
  location: string;
  foundedYear: number;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  blogUrl: string | null;
  /** Category ids in display order; at most 7. */
  categories: { id: string; detail: string | null }[];
}

/** A demo organization's open role; its last day is counted from the day the seed runs. */
export interface DemoOpenRoleSeed {
  title: string;
  team: string | null;
  employmentType: EmploymentType;
  workplace: Workplace;
  location: string | null;
  remoteCountries: string[];
  salary: { min: number; max: number; currency: SalaryCurrency; period: SalaryPeriod };
  description: string;
  apply: { url: string } | { email: string };
  openForDays: number;
}

/**
 * A demo organization's milestone, as its owner would type it: `date` is `YYYY-MM` (a month) or
 * `YYYY-MM-DD` (a day); the text and the https link are optional.
 */
export interface DemoMilestoneSeed {
  date: string;
  title: string;
  description: string | null;
  link?: string;
}
