import type { EmploymentType, OpenRole, SalaryPeriod } from '@catalyst/shared';
// Types only: the compiler holds the output to schema.org's vocabulary (JobPosting and the
// types of its values), so a misspelt or invented property does not build.
import type { JobPosting, WithContext } from 'schema-dts';
import { escapeHtml } from '../../lib/html-escape.js';

/** schema.org's employment types, as Google reads them. */
const employmentTypes: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
};

const salaryUnits: Record<SalaryPeriod, string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' };

/** The organization a role's structured data names as the one hiring. */
interface HiringOrganization {
  name: string;
  /** The profile's absolute address. */
  profileUrl: string;
  websiteUrl: string | null;
  /** Absolute address of the logo, when it has one. */
  logoUrl: string | null;
  countryCode: string;
  location: string | null;
}

/**
 * Plain text as the HTML Google's `description` takes: escaped, paragraphs and line breaks
 * kept (a description is written in plain text with line breaks).
 */
export function descriptionHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A role as schema.org `JobPosting`, with Google's required properties (title, description,
 * datePosted, hiringOrganization, and jobLocation, or for a remote role
 * applicantLocationRequirements with jobLocationType TELECOMMUTE) and its recommended ones
 * (baseSalary, employmentType, validThrough, directApply, identifier). Only for open roles:
 * an ended one has no structured data at all.
 */
export function jobPostingJsonLd(
  role: OpenRole,
  organization: HiringOrganization,
  url: string,
): WithContext<JobPosting> {
  const remote = role.workplace === 'remote';
  const place = {
    '@type': 'Place' as const,
    address: {
      '@type': 'PostalAddress' as const,
      addressCountry: organization.countryCode,
      ...(role.location ? { addressLocality: role.location } : {}),
    },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: descriptionHtml(role.description),
    datePosted: role.createdAt,
    // The end of its last day, UTC: it is open all of that day.
    validThrough: `${role.validThrough}T23:59:59Z`,
    employmentType: employmentTypes[role.employmentType],
    url,
    identifier: { '@type': 'PropertyValue', name: organization.name, value: role.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.websiteUrl ?? organization.profileUrl,
      ...(organization.logoUrl ? { logo: organization.logoUrl } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: role.remoteCountries.map((code) => ({
            '@type': 'Country',
            name: code,
          })),
        }
      : { jobLocation: place }),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: role.salaryCurrency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: role.salaryMin,
        maxValue: role.salaryMax,
        unitText: salaryUnits[role.salaryPeriod],
      },
    },
    // Applying happens at the organization's own link or address, not on this page.
    directApply: false,
  };
}
