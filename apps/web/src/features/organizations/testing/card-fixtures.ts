import { slugify, type OrganizationListItem } from '@catalyst/shared';

/** An organization as a card in the directory shows it. */
export function organization(overrides: Partial<OrganizationListItem> = {}): OrganizationListItem {
  const name = overrides.name ?? 'Brightfield Solar Commons';
  return {
    id: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
    slug: slugify(name),
    name,
    description: 'Community-owned solar gardens on vacant lots and church rooftops.',
    logo: null,
    categoryIds: ['climate_action', 'open_source'],
    country: 'US',
    location: 'Detroit, Michigan',
    websiteVerified: null,
    openRoleCount: 0,
    ...overrides,
  };
}
