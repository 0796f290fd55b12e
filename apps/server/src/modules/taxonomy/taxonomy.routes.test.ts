import type { Category, CategoryGroup, Country } from '@catalyst/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';

const testApp = await buildTestApp();

afterAll(async () => {
  await testApp.close();
});

async function getData<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: T }).data;
}

describe('GET /api/category-groups', () => {
  it('lists the seven groups in seed order', async () => {
    const groups = await getData<CategoryGroup[]>('/api/category-groups');
    expect(groups.map((group) => group.id)).toEqual([
      'impact_areas',
      'work_methods',
      'differentiators',
      'culture',
      'company_properties',
      'approach',
      'how_we_scale_change',
    ]);
  });

  it('names the groups as the product does', async () => {
    const groups = await getData<CategoryGroup[]>('/api/category-groups');
    const names = new Map(groups.map((group) => [group.id, group.name]));
    expect(names.get('company_properties')).toBe('Company Properties');
    expect(names.get('how_we_scale_change')).toBe('How We Scale Change');
  });

  it('gives each group exactly an id, a name, an emoji and a hex colour', async () => {
    const groups = await getData<CategoryGroup[]>('/api/category-groups');
    expect(groups[0]).toEqual({
      id: 'impact_areas',
      name: 'Impact Areas',
      emoji: '🌍',
      color: '#16a34a',
    });
    for (const group of groups) {
      expect(Object.keys(group).sort()).toEqual(['color', 'emoji', 'id', 'name']);
      expect(group.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('GET /api/categories', () => {
  it('lists the 59 seeded categories', async () => {
    const categories = await getData<Category[]>('/api/categories');
    expect(categories).toHaveLength(59);
    expect(new Set(categories.map((category) => category.id)).size).toBe(59);
  });

  it('gives each category an id, name, description, emoji and an existing groupId', async () => {
    const groupIds = new Set(
      (await getData<CategoryGroup[]>('/api/category-groups')).map((group) => group.id),
    );
    const categories = await getData<Category[]>('/api/categories');
    for (const category of categories) {
      expect(Object.keys(category).sort(), category.id).toEqual([
        'description',
        'emoji',
        'groupId',
        'id',
        'name',
      ]);
      expect(category.name.length, category.id).toBeGreaterThan(0);
      expect(category.description.length, category.id).toBeGreaterThan(0);
      expect(category.emoji.length, category.id).toBeGreaterThan(0);
      expect(groupIds.has(category.groupId), category.id).toBe(true);
    }
  });

  it('returns a category as seeded', async () => {
    const categories = await getData<Category[]>('/api/categories');
    expect(categories.find((category) => category.id === 'climate_action')).toEqual({
      id: 'climate_action',
      groupId: 'impact_areas',
      name: 'Climate Action',
      emoji: '🌡️',
      description:
        'Cutting greenhouse gas emissions or helping communities adapt to a changing climate.',
    });
  });

  it('puts categories of every group in the list', async () => {
    const categories = await getData<Category[]>('/api/categories');
    expect(new Set(categories.map((category) => category.groupId)).size).toBe(7);
  });
});

describe('GET /api/countries', () => {
  it('lists all 249 ISO 3166-1 countries with code, name and flag', async () => {
    const countries = await getData<Country[]>('/api/countries');
    expect(countries).toHaveLength(249);
    expect(countries.find((country) => country.code === 'DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      flagEmoji: '🇩🇪',
    });
  });

  it('sorts countries by name as a reader expects', async () => {
    const countries = await getData<Country[]>('/api/countries');
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names.indexOf('Türkiye')).toBeLessThan(names.indexOf('Turkmenistan'));
  });
});

describe('reference data caching', () => {
  it.each(['/api/categories', '/api/category-groups', '/api/countries'])(
    'lets clients and CDNs cache %s briefly',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe(
        'public, max-age=300, stale-while-revalidate=3600',
      );
    },
  );
});
