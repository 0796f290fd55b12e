import {
  employmentTypeLabels,
  salaryPeriodLabels,
  workplaceLabels,
  type Country,
  type OpenRole,
} from '@catalyst/shared';

/** "€48,000–56,000 per year", in the role's currency; a volunteer role at 0 says so. */
export function salaryText(
  role: Pick<OpenRole, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>,
): string {
  if (role.salaryMax === 0) return 'Unpaid';
  const money = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: role.salaryCurrency,
    maximumFractionDigits: 0,
  });
  const range =
    role.salaryMin === role.salaryMax
      ? money.format(role.salaryMin)
      : `${money.format(role.salaryMin)}–${money.format(role.salaryMax)}`;
  return `${range} ${salaryPeriodLabels[role.salaryPeriod]}`;
}

/**
 * Where the work is: "Hybrid · Berlin", or "Remote · Germany, France", followed for a remote
 * role by the location its owners gave ("Remote · Germany, France · CET working hours").
 */
export function placeText(
  role: Pick<OpenRole, 'workplace' | 'location' | 'remoteCountries'>,
  countries: readonly Country[] | undefined,
): string {
  const names = new Map(countries?.map((country) => [country.code, country.name]));
  const remoteCountries =
    role.workplace === 'remote'
      ? role.remoteCountries.map((code) => names.get(code) ?? code).join(', ')
      : '';
  return [workplaceLabels[role.workplace], remoteCountries, role.location?.trim()]
    .filter(Boolean)
    .join(' · ');
}

export const employmentText = (role: Pick<OpenRole, 'employmentType'>) =>
  employmentTypeLabels[role.employmentType];

/** A last day, written out: 31 January 2027 (the day is UTC, as the server keeps it). */
export function dayText(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Everything a role's facts show (kind, place, team, pay, last day) as one string: the
 * `contentKey` under which a page keeps the server's markup of them while it hydrates, since
 * the pay and the day are written by `Intl` formatters, and a page's first one costs the
 * browser about 60 ms of locale data (docs/decisions/0042-hydrate-only-what-answers.md).
 */
export function roleFactsKey(
  role: Pick<
    OpenRole,
    | 'employmentType'
    | 'team'
    | 'salaryMin'
    | 'salaryMax'
    | 'salaryCurrency'
    | 'salaryPeriod'
    | 'validThrough'
  >,
  place: string,
): string {
  const { employmentType, team, salaryMin, salaryMax, salaryCurrency, salaryPeriod } = role;
  return JSON.stringify([
    employmentType,
    place,
    team,
    salaryMin,
    salaryMax,
    salaryCurrency,
    salaryPeriod,
    role.validThrough,
  ]);
}

/** Where the Apply button goes: the organization's link, or a new email to its address. */
export function applyHref(role: Pick<OpenRole, 'applyUrl' | 'applyEmail' | 'title'>): string {
  if (role.applyUrl) return role.applyUrl;
  return `mailto:${role.applyEmail ?? ''}?subject=${encodeURIComponent(role.title)}`;
}
