import type {
  Category,
  CategoryGroup,
  Country,
  MemberOrganization,
  MemberRole,
  Organization,
  OrganizationProfile,
} from '@catalyst/shared';

/** Reference data and an organization shaped like the seeded demo directory. */
export const testGroups: CategoryGroup[] = [
  { id: 'impact_areas', name: 'Impact Areas', emoji: '🌍', color: '#16a34a' },
  { id: 'work_methods', name: 'Work Methods', emoji: '🛠️', color: '#2563eb' },
  { id: 'company_properties', name: 'Company Properties', emoji: '🏢', color: '#0891b2' },
  { id: 'how_we_scale_change', name: 'How We Scale Change', emoji: '📈', color: '#b45309' },
];

const category = (id: string, name: string, emoji: string, groupId: string): Category => ({
  id,
  name,
  emoji,
  groupId,
  description: `What ${name} means.`,
});

export const testCategories: Category[] = [
  category('clean_energy', 'Clean Energy', '⚡', 'impact_areas'),
  category('housing_and_cities', 'Housing and Cities', '🏘️', 'impact_areas'),
  category('community_organizing', 'Community Organizing', '📣', 'work_methods'),
  category('cooperative', 'Cooperative', '🧺', 'company_properties'),
  category('nonprofit', 'Nonprofit', '💚', 'company_properties'),
  category('replication', 'Replication', '🔁', 'how_we_scale_change'),
];

export const testCountries: Country[] = [
  { code: 'DE', name: 'Germany', flagEmoji: '🇩🇪' },
  { code: 'US', name: 'United States', flagEmoji: '🇺🇸' },
];

export const testOrganization: OrganizationProfile = {
  id: '3f6c1f8e-2a41-4c59-9a0e-7d1b8c2e5a10',
  slug: 'brightfield-solar-commons',
  name: 'Brightfield Solar Commons',
  description:
    'Brightfield Solar Commons turns vacant lots into community-owned solar gardens.\nNeighbours buy shares for as little as $25.',
  logo: null,
  bannerImage: null,
  categoryIds: [
    'clean_energy',
    'cooperative',
    'housing_and_cities',
    'replication',
    'community_organizing',
    'nonprofit',
  ],
  categoriesOrder: {
    clean_energy: 3,
    cooperative: 0,
    housing_and_cities: 1,
    replication: 4,
    community_organizing: 2,
    nonprofit: 5,
  },
  categoriesDetails: {
    clean_energy: 'Operates 14 solar gardens with a combined capacity of 6 MW.',
    community_organizing: 'Every new garden starts with a block meeting.',
  },
  categoryImages: { clean_energy: 'https://cdn.example.org/gardens.webp' },
  country: 'US',
  location: 'Detroit, Michigan',
  websiteVerified: null,
  foundedYear: 2016,
  websiteUrl: 'https://www.brightfield.example.org/path',
  linkedinUrl: 'https://www.linkedin.com/company/brightfield-solar-commons',
  twitterUrl: null,
  blogUrl: 'https://brightfield.example.org/blog',
  media: [],
  publicationStatus: 'published',
  createdAt: '2024-01-10T09:00:00.000Z',
  updatedAt: '2024-03-02T09:00:00.000Z',
  milestones: [],
};

/**
 * The organization as one of its people (`role`) sees it in their own list: the profile with
 * its payment, plan and moderation, `overrides` on top.
 */
export function asMember(
  organization: Organization,
  role: MemberRole,
  overrides: Partial<MemberOrganization> = {},
): MemberOrganization {
  const published = organization.publicationStatus === 'published';
  return {
    ...organization,
    createdBy: 'user-1',
    paymentStatus: published ? 'paid' : 'pending',
    subscriptionType: published ? 'monthly' : null,
    moderation: null,
    viewerRole: role,
    ...overrides,
  };
}
