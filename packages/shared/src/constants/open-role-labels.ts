import type { EmploymentType, SalaryPeriod, Workplace } from './open-roles.js';

/*
 * What the public pages show of roles (the directory's filter, the profile's list), apart from
 * the form's rules and messages: a page that only shows roles loads this small module alone.
 */

export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  volunteer: 'Volunteer',
};

export const workplaceLabels: Record<Workplace, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const salaryPeriodLabels: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

/** The public pages' words about roles (also in openRoleMessages). */
export const openRolePublicText = {
  hiringNow: 'Hiring now',
  publishedOnly:
    'Roles are listed once the organization is published. Until then they are a preview only you can see.',
} as const;
