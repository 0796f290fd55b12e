import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { demoMilestones } from './demo-milestones.data.js';
import { demoOpenRoles } from './demo-open-roles.data.js';
import { demoOrganizations } from './demo-organizations.data.js';

/** What a newcomer sees after `npm start`: the demo directory, with every feature in use. */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ demo: true });
});

afterAll(async () => {
  await testApp?.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return (response.json() as { data: T }).data;
}

describe('the demo directory', () => {
  it('gives roles only to demo organizations that exist', () => {
    const names = new Set(demoOrganizations.map((organization) => organization.name));
    for (const name of Object.keys(demoOpenRoles)) expect(names.has(name), name).toBe(true);
  });

  it("is hiring, so 'Hiring now' finds organizations with open roles", async () => {
    const hiring = await get<{ total: number; items: Array<{ id: string; name: string }> }>(
      '/api/organizations?hiring=true&limit=50',
    );
    expect(hiring.total).toBe(Object.keys(demoOpenRoles).length);
    expect(hiring.items.map((item) => item.name).sort()).toEqual(Object.keys(demoOpenRoles).sort());
    const kestrel = hiring.items.find((item) => item.name === 'Kestrel Health Analytics');
    const roles = await get<Array<{ title: string; status: string }>>(
      `/api/organizations/${kestrel!.id}/roles`,
    );
    expect(roles.map((role) => role.title).sort()).toEqual([
      'Epidemiology Intern',
      'Senior Data Engineer',
    ]);
  });

  it('gives milestones only to demo organizations that exist', () => {
    const names = new Set(demoOrganizations.map((organization) => organization.name));
    expect(Object.keys(demoMilestones).length).toBeGreaterThan(0);
    for (const name of Object.keys(demoMilestones)) expect(names.has(name), name).toBe(true);
  });

  it('tells their story: demo profiles carry their milestones, newest first', async () => {
    const list = await get<{ items: Array<{ slug: string; name: string }> }>(
      '/api/organizations?limit=50',
    );
    for (const [name, seeded] of Object.entries(demoMilestones)) {
      const card = list.items.find((item) => item.name === name);
      expect(card, name).toBeDefined();
      const profile = await get<{ milestones: Array<{ date: string; title: string }> }>(
        `/api/organizations/${card!.slug}`,
      );
      const newestFirst = [...seeded].sort((a, b) =>
        a.date.padEnd(10, '-01') < b.date.padEnd(10, '-01') ? 1 : -1,
      );
      expect(profile.milestones.map(({ date, title }) => ({ date, title }))).toEqual(
        newestFirst.map(({ date, title }) => ({ date, title })),
      );
    }
  });
});
