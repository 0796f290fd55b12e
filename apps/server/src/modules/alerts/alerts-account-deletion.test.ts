import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, MEMBER_PASSWORD, signUpMember } from '../../../test/factories.js';
import { organizationFollows, savedSearches } from '../../db/schema/index.js';
import { ALERT_DIGEST_JOB } from './index.js';

/** An SMTP server that greets and then hangs up: every delivery fails and waits to be retried. */
let refusing: Server;
let testApp: TestApp;
const db = () => testApp.database.db;

beforeAll(async () => {
  refusing = createServer((socket) => socket.end('421 closing\r\n'));
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  const { port } = refusing.address() as AddressInfo;
  testApp = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => refusing?.close(resolve));
});

async function waitingMailTo(address: string): Promise<number> {
  const result = await db().execute(
    sql`select count(*)::int as waiting from pgboss.job
         where name = 'mail.deliver' and state in ('created', 'retry')
           and data -> 'data' ->> 'to' = ${address}`,
  );
  return (result as unknown as { rows: Array<{ waiting: number }> }).rows[0]!.waiting;
}

describe('deleting an account', () => {
  it('takes its follows, searches and alert settings, and the digest still waiting to go', async () => {
    const member = await signUpMember(testApp.app, db(), { name: 'Lee Leaving' });
    const other = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db(), {
      name: 'Tideline Rescue',
      publishedAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    for (const person of [member, other]) {
      await db()
        .insert(savedSearches)
        .values({ userId: person.userId, name: 'Tides', query: 'q=tideline', alerts: 'daily' });
    }
    await db()
      .insert(organizationFollows)
      .values({ userId: member.userId, organizationId: organization.id });
    const settings = await member.browser.request({
      method: 'PUT',
      url: '/api/users/me/alert-settings',
      payload: { follows: 'daily' },
    });
    expect(settings.statusCode).toBe(200);

    // The digest is composed and handed to delivery, which the mail server keeps refusing.
    await testApp.app.jobs.send(ALERT_DIGEST_JOB, {});
    await testApp.app.jobs.idle(30_000);
    expect(await waitingMailTo(member.email)).toBe(1);
    expect(await waitingMailTo(other.email)).toBe(1);

    const deleted = await member.browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: MEMBER_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await waitingMailTo(member.email)).toBe(0);
    // Someone else's digest still goes.
    expect(await waitingMailTo(other.email)).toBe(1);
    for (const table of ['saved_searches', 'organization_follows', 'alert_subscriptions']) {
      const result = await db().execute(
        sql`select count(*)::int as left from ${sql.identifier(table)} where user_id = ${member.userId}`,
      );
      expect((result as unknown as { rows: Array<{ left: number }> }).rows[0]!.left, table).toBe(0);
    }
  });
});
