import type { Category, CategoryGroup, Organization } from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import {
  categoryDetailText,
  categorySectionId,
  orderedCategoryIds,
  profileCategories,
} from './profile-categories';

const groups: CategoryGroup[] = [
  { id: 'impact_areas', name: 'Impact Areas', emoji: '🌍', color: '#16a34a' },
  { id: 'company_properties', name: 'Company Properties', emoji: '🏢', color: '#0891b2' },
  { id: 'work_methods', name: 'Work Methods', emoji: '🛠️', color: '' },
];

const category = (id: string, name: string, groupId: string): Category => ({
  id,
  name,
  description: `${name} description`,
  emoji: '✨',
  groupId,
});

const categories: Category[] = [
  category('clean_energy', 'Clean Energy', 'impact_areas'),
  category('education', 'Education', 'impact_areas'),
  category('cooperative', 'Cooperative', 'company_properties'),
  category('nonprofit', 'Nonprofit', 'company_properties'),
  category('community_organizing', 'Community Organizing', 'work_methods'),
];

type ProfileInput = Parameters<typeof profileCategories>[0];

const organization = (overrides: Partial<Organization> = {}): ProfileInput => ({
  name: 'Brightfield Solar Commons',
  categoryIds: ['clean_energy', 'cooperative', 'education', 'community_organizing', 'nonprofit'],
  categoriesOrder: {
    clean_energy: 3,
    cooperative: 1,
    education: 0,
    community_organizing: 2,
    nonprofit: 4,
  },
  categoriesDetails: { clean_energy: 'Runs 14 solar gardens.\nAll community-owned.' },
  categoryImages: { education: 'https://cdn.example.org/education.webp' },
  ...overrides,
});

describe('orderedCategoryIds', () => {
  it('follows the saved order, not the order of categoryIds', () => {
    expect(orderedCategoryIds(organization())).toEqual([
      'education',
      'cooperative',
      'community_organizing',
      'clean_energy',
      'nonprofit',
    ]);
  });

  it('falls back to the categoryIds order when no order was saved', () => {
    expect(orderedCategoryIds(organization({ categoriesOrder: {} }))).toEqual([
      'clean_energy',
      'cooperative',
      'education',
      'community_organizing',
      'nonprofit',
    ]);
  });

  it('puts ids without a saved position last, and drops duplicates and the placeholder', () => {
    const ids = orderedCategoryIds(
      organization({
        categoryIds: ['default_category', 'nonprofit', 'education', 'clean_energy', 'education'],
        categoriesOrder: { clean_energy: 0 },
      }),
    );
    expect(ids).toEqual(['clean_energy', 'nonprofit', 'education']);
  });
});

describe('profileCategories', () => {
  it('keeps company properties out of the sections and lists them apart, in saved order', () => {
    const { sections, companyProperties } = profileCategories(organization(), categories, groups);
    expect(sections.map((section) => section.category.id)).toEqual([
      'education',
      'community_organizing',
      'clean_energy',
    ]);
    expect(companyProperties.map((property) => property.id)).toEqual(['cooperative', 'nonprofit']);
  });

  it("uses the owner's detail text and the default sentence where there is none", () => {
    const { sections } = profileCategories(organization(), categories, groups);
    const byId = Object.fromEntries(sections.map((section) => [section.category.id, section]));
    expect(byId['clean_energy']?.detail).toBe('Runs 14 solar gardens.\nAll community-owned.');
    expect(byId['education']?.detail).toBe(
      'Brightfield Solar Commons is committed to excellence in the field of Education',
    );
  });

  it('carries the category image and the group colour, defaulting for groups without one', () => {
    const { sections } = profileCategories(organization(), categories, groups);
    const byId = Object.fromEntries(sections.map((section) => [section.category.id, section]));
    expect(byId['education']?.imageUrl).toBe('https://cdn.example.org/education.webp');
    expect(byId['clean_energy']?.imageUrl).toBeNull();
    expect(byId['education']?.color).toBe('#16a34a');
    expect(byId['community_organizing']?.group?.id).toBe('work_methods');
    expect(byId['community_organizing']?.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('skips ids the taxonomy does not know', () => {
    const { sections } = profileCategories(
      organization({ categoryIds: ['retired_category', 'education'], categoriesOrder: {} }),
      categories,
      groups,
    );
    expect(sections.map((section) => section.category.id)).toEqual(['education']);
  });
});

describe('categoryDetailText', () => {
  it('treats blank detail text as none', () => {
    expect(
      categoryDetailText(
        { name: 'Kestrel', categoriesDetails: { technology: '   ' } },
        { id: 'technology', name: 'Technology' },
      ),
    ).toBe('Kestrel is committed to excellence in the field of Technology');
  });
});

it('names category sections after their id', () => {
  expect(categorySectionId('clean_energy')).toBe('category-clean_energy');
});
