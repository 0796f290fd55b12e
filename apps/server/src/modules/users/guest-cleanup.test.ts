import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { accounts, organizations, sessions, users } from '../../db/schema/index.js';
import { silentJobLog } from '../../../test/job-log.js';
import { createUsersRepository } from './users.repository.js';
import { cleanupStaleGuests, guestCleanupJob } from './guest-cleanup.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(users);
  await database.db.delete(organizations);
});

/** A user last touched `updatedDaysAgo`, with sessions last refreshed the given days ago. */
async function insertUser(options: {
  anonymous: boolean;
  updatedDaysAgo: number;
  sessionDaysAgo?: number[];
  withOrganization?: boolean;
}): Promise<string> {
  const id = randomUUID();
  await database.db.insert(users).values({
    id,
    name: options.anonymous ? 'Guest' : 'Person',
    email: options.anonymous ? `temp-${id}@guest.invalid` : `${id}@example.org`,
    isAnonymous: options.anonymous,
    createdAt: daysAgo(Math.max(options.updatedDaysAgo, 90)),
    updatedAt: daysAgo(options.updatedDaysAgo),
  });
  for (const days of options.sessionDaysAgo ?? []) {
    await database.db.insert(sessions).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: id,
      expiresAt: new Date(daysAgo(days).getTime() + 7 * DAY),
      createdAt: daysAgo(days),
      updatedAt: daysAgo(days),
    });
  }
  if (!options.anonymous) {
    await database.db
      .insert(accounts)
      .values({ id: randomUUID(), userId: id, providerId: 'credential', accountId: id });
  }
  if (options.withOrganization) {
    await createOrganization(database.db, { createdBy: id, status: 'pending' });
  }
  return id;
}

async function remainingUsers(ids: string[]): Promise<string[]> {
  const rows = await database.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((row) => row.id).sort();
}

describe('cleanupStaleGuests', () => {
  it('deletes only guests idle for more than 30 days, with their sessions and organizations', async () => {
    const stale = await insertUser({ anonymous: true, updatedDaysAgo: 45, sessionDaysAgo: [40] });
    const staleNoSession = await insertUser({ anonymous: true, updatedDaysAgo: 31 });
    const staleOwner = await insertUser({
      anonymous: true,
      updatedDaysAgo: 60,
      sessionDaysAgo: [59, 35],
      withOrganization: true,
    });
    const recentSession = await insertUser({
      anonymous: true,
      updatedDaysAgo: 90,
      sessionDaysAgo: [80, 2],
    });
    const recentlyUpdated = await insertUser({ anonymous: true, updatedDaysAgo: 5 });
    const justInside = await insertUser({ anonymous: true, updatedDaysAgo: 29.9 });
    const idlePerson = await insertUser({
      anonymous: false,
      updatedDaysAgo: 400,
      sessionDaysAgo: [400],
      withOrganization: true,
    });
    const all = [
      stale,
      staleNoSession,
      staleOwner,
      recentSession,
      recentlyUpdated,
      justInside,
      idlePerson,
    ];

    expect(await cleanupStaleGuests(database.db, NOW)).toBe(3);
    expect(await remainingUsers(all)).toEqual(
      [recentSession, recentlyUpdated, justInside, idlePerson].sort(),
    );
    const orphanSessions = await database.db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [stale, staleOwner]));
    expect(orphanSessions).toEqual([]);
    const owned = await database.db
      .select({ createdBy: organizations.createdBy })
      .from(organizations);
    expect(owned.map((row) => row.createdBy)).toEqual([idlePerson]);

    // Idempotent: nothing more to do.
    expect(await cleanupStaleGuests(database.db, NOW)).toBe(0);
  });

  it('shares the work between concurrent runs without counting a guest twice', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      ids.push(await insertUser({ anonymous: true, updatedDaysAgo: 40, sessionDaysAgo: [40] }));
    }
    const keep = await insertUser({ anonymous: true, updatedDaysAgo: 1 });
    const counts = await Promise.all([
      cleanupStaleGuests(database.db, NOW),
      cleanupStaleGuests(database.db, NOW),
      cleanupStaleGuests(database.db, NOW),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(await remainingUsers([...ids, keep])).toEqual([keep]);
  });

  it('is a daily job of the queue that deletes the stale guests and says how many', async () => {
    const stale = await insertUser({ anonymous: true, updatedDaysAgo: 45 });
    const keep = await insertUser({ anonymous: true, updatedDaysAgo: 2 });
    const job = guestCleanupJob(
      (cutoff) => createUsersRepository(database.db).deleteStaleGuests(cutoff),
      () => NOW,
    );
    expect(job.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(await job.run({}, { log: silentJobLog })).toEqual({ deleted: 1 });
    expect(await remainingUsers([stale, keep])).toEqual([keep]);
  });
});
