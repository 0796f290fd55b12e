import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startPurgeStandIn } from '../../../test/stand-ins/purge-endpoint.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import { categories, organizations } from '../../db/schema/index.js';
import { sqlExecutorOf } from '../jobs/sql-executor.js';
import { createCachePurger } from './cache-purger.js';

describe('with CACHE_PURGE_URL set, every public change is purged within a second', () => {
  let standIn: Awaited<ReturnType<typeof startPurgeStandIn>>;
  let testApp: TestApp;
  let owner: Member;

  beforeAll(async () => {
    // The first purge is refused: the sender tries again.
    standIn = await startPurgeStandIn({ failFirst: 1 });
    testApp = await buildTestApp({
      env: { CACHE_PURGE_URL: standIn.url, CACHE_PURGE_TOKEN: 'purge-token-for-tests' },
    });
    owner = await signUpMember(testApp.app, testApp.database.db);
  });

  afterAll(async () => {
    await testApp?.close();
    await standIn?.close();
  });

  it('names the organization and the directory, their paths, with the token, by POST', async () => {
    const organization = await createOrganization(testApp.database.db, {
      name: 'Purged Heath Alliance',
      createdBy: owner.userId,
    });
    const [{ slug }] = (await testApp.database.db
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.id, organization.id))) as [{ slug: string }];

    // The creation above is purged on its own, and repeated a second later; once both have
    // arrived, what follows is the edit's.
    const key = `org-${organization.id}`;
    await expect
      .poll(() => standIn.received.filter((p) => p.body.tags.includes(key)).length, {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(2);
    const editedAt = performance.now();
    const edit = await owner.browser.request({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: {
        name: 'Purged Heath Alliance',
        description: 'Edited, so its pages changed.',
        country: 'DE',
        categoryIds: ['education'],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const returnedAt = performance.now();

    const editPurges = () =>
      standIn.received.filter((p) => p.at > editedAt && p.body.tags.includes(key));
    const purge = editPurges()[0];
    expect(purge, 'a purge naming the organization').toBeDefined();
    // Sent before the edit's answer left, and once more a second later for
    // a page rendered from the old row meanwhile.
    expect(purge!.at).toBeLessThan(returnedAt);
    await expect.poll(() => editPurges().length, { timeout: 3_000 }).toBeGreaterThanOrEqual(2);
    const repeat = editPurges()[1]!;
    expect(repeat.at - purge!.at).toBeGreaterThanOrEqual(900);
    expect(purge!.method).toBe('POST');
    expect(purge!.url).toBe('/purge');
    expect(purge!.headers['content-type']).toBe('application/json');
    expect(purge!.headers['authorization']).toBe('Bearer purge-token-for-tests');
    expect(purge!.headers['fastly-key']).toBe('purge-token-for-tests');
    expect(String(purge!.headers['surrogate-key']).split(' ')).toContain(key);
    const tags = standIn.received.flatMap((p) => p.body.tags);
    expect(tags).toContain('listing');
    const paths = standIn.received.flatMap((p) => String(p.headers['x-purge-paths']).split(' '));
    expect(paths).toEqual(
      expect.arrayContaining([
        `/organizations/${slug}`,
        `/api/organizations/${slug}`,
        `/api/organizations/${organization.id}`,
        '/',
        '/api/organizations',
      ]),
    );
  });

  it('a change to what every page shows purges the whole site', async () => {
    await testApp.database.db
      .update(categories)
      .set({ name: 'Education & Learning (renamed)' })
      .where(eq(categories.id, 'education'));
    const purge = await standIn.purgeOf('site');
    expect(purge?.body.tags).toEqual(['site']);
  });
});

describe('several instances purge each change once', () => {
  let testApp: TestApp;
  let standIn: Awaited<ReturnType<typeof startPurgeStandIn>>;

  beforeAll(async () => {
    standIn = await startPurgeStandIn();
    // No purge setting: the purgers below are driven by hand.
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
    await standIn?.close();
  });

  it('the first to look claims the change; the second finds nothing new', async () => {
    const sql = sqlExecutorOf(testApp.database.db);
    const log = testApp.app.log;
    const purgers = [1, 2].map(() =>
      createCachePurger({ sql, url: standIn.url, token: undefined, log }),
    );
    // Whatever came before this test is claimed first.
    await purgers[0]!.purgeChanges();

    const organization = await createOrganization(testApp.database.db, { name: 'Once Only Fen' });
    const [first, second] = await Promise.all(purgers.map((purger) => purger.purgeChanges()));
    const sent = [first, second].filter((purge) => purge !== undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.keys).toEqual(expect.arrayContaining(['listing', `org-${organization.id}`]));
    expect(
      standIn.received.filter((p) => p.body.tags.includes(`org-${organization.id}`)),
    ).toHaveLength(1);
    expect(standIn.received.at(-1)!.headers['authorization']).toBeUndefined();
    expect(await purgers[1]!.purgeChanges()).toBeUndefined();
  });

  it('a write on one instance waits for the purge another instance is still sending', async () => {
    const slowCache = await startPurgeStandIn({ delayMs: 400 });
    try {
      const sql = sqlExecutorOf(testApp.database.db);
      const log = testApp.app.log;
      const [sender, writer] = [1, 2].map(() =>
        createCachePurger({ sql, url: slowCache.url, token: undefined, log }),
      );
      await sender!.purgeChanges();

      const organization = await createOrganization(testApp.database.db, { name: 'Slow Sent Fen' });
      const key = `org-${organization.id}`;
      let sentAt = Number.POSITIVE_INFINITY;
      const sending = sender!.purgeChanges().then(() => (sentAt = performance.now()));
      // The sender has claimed the change and the cache has it, not yet acknowledged.
      expect(await slowCache.purgeOf(key)).toBeDefined();

      await writer!.afterWrite();
      const answeredAt = performance.now();
      await sending;
      expect(answeredAt).toBeGreaterThanOrEqual(sentAt);
      // Sent once, by the instance that claimed it.
      expect(slowCache.received.filter((p) => p.body.tags.includes(key))).toHaveLength(1);
    } finally {
      await slowCache.close();
    }
  });
});
