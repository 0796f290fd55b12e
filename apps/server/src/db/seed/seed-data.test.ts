/** Integrity checks for the static seed data. */
import { describe, expect, it } from 'vitest';

import { countries } from './countries.data.js';
import { demoOrganizations } from './demo-organizations.data.js';
import { faqEntries } from './faq.data.js';
import { categories, categoryGroups } from './taxonomy.data.js';

const flagFor = (code: string): string =>
  String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

describe('taxonomy', () => {
  it('has the seven groups in order', () => {
    expect(categoryGroups.map((g) => g.id)).toEqual([
      'impact_areas',
      'work_methods',
      'differentiators',
      'culture',
      'company_properties',
      'approach',
      'how_we_scale_change',
    ]);
    const names = new Map(categoryGroups.map((g) => [g.id, g.name]));
    expect(names.get('company_properties')).toBe('Company Properties');
    expect(names.get('how_we_scale_change')).toBe('How We Scale Change');
  });

  it('gives every group a distinct hex colour and an emoji', () => {
    for (const group of categoryGroups) {
      expect(group.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(group.emoji.length).toBeGreaterThan(0);
    }
    expect(new Set(categoryGroups.map((g) => g.color.toLowerCase())).size).toBe(
      categoryGroups.length,
    );
  });

  it('has 6 to 12 categories per group', () => {
    for (const group of categoryGroups) {
      const count = categories.filter((c) => c.groupId === group.id).length;
      expect(count, group.id).toBeGreaterThanOrEqual(6);
      expect(count, group.id).toBeLessThanOrEqual(12);
    }
  });

  it('has unique snake_case category ids that reference existing groups', () => {
    const groupIds = new Set(categoryGroups.map((g) => g.id));
    const ids = categories.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('default_category');
    for (const category of categories) {
      expect(category.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(groupIds.has(category.groupId), category.id).toBe(true);
      expect(category.name.length).toBeGreaterThan(0);
      expect(category.emoji.length).toBeGreaterThan(0);
      expect(category.description.length).toBeGreaterThan(0);
      expect(category.description.length).toBeLessThanOrEqual(140);
    }
  });
});

describe('countries', () => {
  it('lists all 249 ISO 3166-1 alpha-2 codes once', () => {
    expect(countries).toHaveLength(249);
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('encodes each flag from the country code', () => {
    for (const country of countries) {
      expect(country.flagEmoji, country.code).toBe(flagFor(country.code));
      expect(country.name.length).toBeGreaterThan(0);
    }
  });
});

describe('faq', () => {
  it('has the nine entries in order', () => {
    expect(faqEntries.map((e) => e.id)).toEqual([
      'what-is-profile',
      'why-companies-pay',
      'profile-recruiting',
      'who-can-create',
      'profile-contents',
      'getting-started',
      'pricing',
      'profile-visibility',
      'edit-listing',
    ]);
  });

  it('uses every category and gives each entry at least one', () => {
    const used = new Set(faqEntries.flatMap((e) => e.categories));
    expect([...used].sort()).toEqual(['general', 'organization', 'pricing', 'submission']);
    for (const entry of faqEntries) {
      expect(entry.categories.length).toBeGreaterThan(0);
      expect(new Set(entry.categories).size).toBe(entry.categories.length);
      expect(entry.question.length).toBeGreaterThan(0);
      expect(entry.answer.length).toBeGreaterThan(0);
    }
  });
});

describe('demo organizations', () => {
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const countryCodes = new Set(countries.map((c) => c.code));

  it('has enough organizations across enough countries', () => {
    expect(demoOrganizations.length).toBeGreaterThanOrEqual(24);
    expect(new Set(demoOrganizations.map((o) => o.countryCode)).size).toBeGreaterThanOrEqual(10);
    const names = demoOrganizations.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('references existing countries', () => {
    for (const org of demoOrganizations) {
      expect(countryCodes.has(org.countryCode), org.name).toBe(true);
    }
  });

  it('references existing categories, 1 to 7 per organization, without duplicates', () => {
    for (const org of demoOrganizations) {
      const ids = org.categories.map((c) => c.id);
      expect(ids.length, org.name).toBeGreaterThanOrEqual(1);
      expect(ids.length, org.name).toBeLessThanOrEqual(7);
      expect(new Set(ids).size, org.name).toBe(ids.length);
      for (const id of ids) expect(categoryById.has(id), `${org.name}: ${id}`).toBe(true);
    }
  });

  it('uses every category group', () => {
    const used = new Set(
      demoOrganizations.flatMap((o) => o.categories.map((c) => categoryById.get(c.id)?.groupId)),
    );
    for (const group of categoryGroups) expect(used.has(group.id), group.id).toBe(true);
  });

  it('keeps text lengths and founding years within limits', () => {
    const currentYear = new Date().getFullYear();
    for (const org of demoOrganizations) {
      expect(org.description.length, org.name).toBeLessThanOrEqual(1000);
      expect(org.foundedYear, org.name).toBeGreaterThanOrEqual(1800);
      expect(org.foundedYear, org.name).toBeLessThanOrEqual(currentYear);
      for (const category of org.categories) {
        if (category.detail !== null) {
          expect(category.detail.length, org.name).toBeLessThanOrEqual(2000);
        }
      }
    }
  });
});
