import {
  slugify,
  type Category,
  type CategoryGroup,
  type Country,
  type OrganizationListItem,
} from '@catalyst/shared';

export const groups: CategoryGroup[] = [
  { id: 'impact_areas', name: 'Impact Areas', emoji: '🌍', color: '#16a34a' },
  { id: 'work_methods', name: 'Work Methods', emoji: '🛠️', color: '#2563eb' },
];

export const categories: Category[] = [
  {
    id: 'climate_action',
    groupId: 'impact_areas',
    name: 'Climate Action',
    emoji: '🌡️',
    description: 'Cutting greenhouse gas emissions.',
  },
  {
    id: 'education',
    groupId: 'impact_areas',
    name: 'Education',
    emoji: '📚',
    description: 'Improving access to quality learning.',
  },
  {
    id: 'open_source',
    groupId: 'work_methods',
    name: 'Open Source',
    emoji: '🔓',
    description: 'Publishing work openly for anyone to reuse.',
  },
];

export const countries: Country[] = [
  { code: 'DE', name: 'Germany', flagEmoji: '🇩🇪' },
  { code: 'KE', name: 'Kenya', flagEmoji: '🇰🇪' },
  { code: 'US', name: 'United States', flagEmoji: '🇺🇸' },
];

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
