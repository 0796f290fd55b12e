import { REPORTS_PER_CLIENT_PER_HOUR } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, signUpMember } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationReports } from '../../db/schema/index.js';
import { publicWriteBudgets } from '../challenge/public-write-limit.js';

const HOUR = 60 * 60;
const ORIGIN = 'https://profiles.test';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    // No free reports across all clients: every API report needs a proof of work.
    publicWriteBudgets: {
      ...publicWriteBudgets,
      report: { ...publicWriteBudgets.report, overall: { window: HOUR, max: 1_000_000 } },
    },
  });
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;
let clients = 0;
const visitor = () => new Browser(testApp.app, `198.51.100.${++clients}`);

function sendForm(
  browser: Browser,
  organizationId: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
) {
  return browser.request({
    method: 'POST',
    url: `/organizations/${organizationId}/report`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

async function reportsOf(organizationId: string) {
  return db()
    .select()
    .from(organizationReports)
    .where(eq(organizationReports.organizationId, organizationId));
}

describe('POST /organizations/{id}/report (the report form without JavaScript)', () => {
  it('stores the report and sends the browser back to the profile to say so', async () => {
    const organization = await createOrganization(db());
    const member = await signUpMember(testApp.app, db());
    const response = await sendForm(member.browser, organization.id, {
      reason: 'spam',
      details: '  Sells followers  ',
      returnTo: `/organizations/${organization.slug}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/organizations/${organization.slug}?report=sent#report`,
    );
    const stored = await reportsOf(organization.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reason: 'spam',
      details: 'Sells followers',
      reporterUserId: member.userId,
    });
  });

  it('holds the same rules as the API: a reason, one report a day, the hourly share', async () => {
    const organization = await createOrganization(db());
    const browser = visitor();
    const back = `/organizations/${organization.slug}`;
    const noReason = await sendForm(browser, organization.id, { returnTo: back });
    expect(noReason.headers.location).toBe(`${back}?report=INVALID_REASON#report`);
    const tooLong = await sendForm(browser, organization.id, {
      reason: 'spam',
      details: 'x'.repeat(5000),
      returnTo: back,
    });
    expect(tooLong.headers.location).toBe(`${back}?report=DETAILS_TOO_LONG#report`);

    await sendForm(browser, organization.id, { reason: 'spam', returnTo: back });
    const again = await sendForm(browser, organization.id, {
      reason: 'misleading',
      returnTo: back,
    });
    expect(again.headers.location).toBe(`${back}?report=ALREADY_SENT#report`);
    // The API counts the form's report as its own.
    const viaApi = await browser.post(`/api/organizations/${organization.id}/reports`, {
      reason: 'spam',
    });
    expect(viaApi.statusCode).toBe(409);

    const outcomes: string[] = [];
    for (let count = 0; count < REPORTS_PER_CLIENT_PER_HOUR + 1; count += 1) {
      const other = await createOrganization(db());
      const response = await sendForm(browser, other.id, { reason: 'spam' });
      outcomes.push(
        new URL(response.headers.location as string, ORIGIN).searchParams.get('report')!,
      );
    }
    expect(outcomes.at(-1)).toBe('TOO_MANY_REQUESTS');
    expect(await reportsOf(organization.id)).toHaveLength(1);
  });

  it('refuses a form sent from another site', async () => {
    const organization = await createOrganization(db());
    const response = await sendForm(
      visitor(),
      organization.id,
      { reason: 'spam' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(await reportsOf(organization.id)).toHaveLength(0);
  });

  it('never goes elsewhere than a page of this site', async () => {
    const organization = await createOrganization(db());
    const response = await sendForm(visitor(), organization.id, {
      reason: 'spam',
      returnTo: '//evil.example/x',
    });
    expect(response.headers.location).toBe(`/organizations/${organization.id}?report=sent#report`);
  });
});

describe('past the threshold across all clients', () => {
  let hot: TestApp;
  beforeAll(async () => {
    hot = await buildTestApp({
      env: { PROOF_OF_WORK_THRESHOLD_PERCENT: '0' },
    });
  });
  afterAll(async () => {
    await hot?.close();
  });

  it('says the check needs JavaScript and stores nothing: the form is no way around the proof', async () => {
    const organization = await createOrganization(hot.database.db);
    const response = await new Browser(hot.app, '198.51.100.250').request({
      method: 'POST',
      url: `/organizations/${organization.id}/report`,
      payload: 'reason=spam',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    expect(response.headers.location).toBe(
      `/organizations/${organization.id}?report=CHALLENGE_REQUIRED#report`,
    );
    const stored = await hot.database.db
      .select()
      .from(organizationReports)
      .where(eq(organizationReports.organizationId, organization.id));
    expect(stored).toHaveLength(0);
  });
});
