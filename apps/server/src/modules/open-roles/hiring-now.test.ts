import type { OrganizationList } from '@catalyst/shared';
import { utcDay } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createOpenRole, createOrganization } from '../../../test/factories.js';
import { openRoles } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => utcDay(new Date(Date.now() + days * DAY_MS));

const db = () => testApp.database.db;

function addRole(organizationId: string, fields: Partial<typeof openRoles.$inferInsert>) {
  return createOpenRole(db(), organizationId, { validThrough: inDays(10), ...fields });
}

async function list(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/organizations?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OrganizationList }).data;
}

const testApp = await buildTestApp();

afterAll(async () => {
  await testApp.close();
});

describe('Hiring now in the directory', () => {
  it('lists the organizations with a role open today, each card with its count', async () => {
    const hiring = await createOrganization(db(), { name: 'Hiring Twice', countryCode: 'FR' });
    const endsToday = await createOrganization(db(), { name: 'Last Day Today' });
    const closed = await createOrganization(db(), { name: 'Closed Role' });
    const ended = await createOrganization(db(), { name: 'Ended Role' });
    const unpublished = await createOrganization(db(), { name: 'Pending', status: 'pending' });
    await createOrganization(db(), { name: 'No Roles' });
    await addRole(hiring.id, {});
    await addRole(hiring.id, { validThrough: inDays(40) });
    await addRole(hiring.id, { closedAt: new Date() });
    await addRole(endsToday.id, { validThrough: inDays(0) });
    await addRole(closed.id, { closedAt: new Date() });
    const endedRole = await addRole(ended.id, { validThrough: inDays(3) });
    await addRole(unpublished.id, {});
    // Ended yesterday (written straight to the row, as time passing would leave it).
    await db()
      .update(openRoles)
      .set({ validThrough: inDays(-1) })
      .where(eq(openRoles.id, endedRole.id));

    const page = await list('hiring=true');
    expect(page.items.map((item) => [item.name, item.openRoleCount]).sort()).toEqual([
      ['Hiring Twice', 2],
      ['Last Day Today', 1],
    ]);
    expect(page.total).toBe(2);
    const inFrance = await list('hiring=true&country=FR');
    expect(inFrance.items.map((item) => item.name)).toEqual(['Hiring Twice']);

    const everyone = await list('limit=50');
    const counts = new Map(everyone.items.map((item) => [item.name, item.openRoleCount]));
    expect(counts.get('No Roles')).toBe(0);
    expect(counts.get('Closed Role')).toBe(0);
    expect(counts.get('Ended Role')).toBe(0);
    expect(counts.has('Pending')).toBe(false);
    expect((await list('hiring=false')).total).toBe(everyone.total);
  });

  it('follows a role closed or posted (the change log)', async () => {
    const organization = await createOrganization(db(), { name: 'Changing' });
    const names = async () => (await list('hiring=true&limit=50')).items.map((item) => item.name);
    expect(await names()).not.toContain('Changing');
    const role = await addRole(organization.id, {});
    expect(await names()).toContain('Changing');
    await db().update(openRoles).set({ closedAt: new Date() }).where(eq(openRoles.id, role.id));
    expect(await names()).not.toContain('Changing');
  });

  it('refuses a hiring value other than true or false', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/organizations?hiring=1',
    });
    expect(response.statusCode).toBe(400);
  });
});
