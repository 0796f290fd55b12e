import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, setOrganizationStatus } from '../../../test/factories.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>placeholder</title></head>' +
  '<body><div id="root"></div></body></html>';

let webRoot: string;
let testApp: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'catalyst-page-meta-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  testApp = await buildTestApp({ webRoot });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const titlesOf = (html: string) =>
  [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]);
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

describe('the page of a lapsed organization', () => {
  it('answers 410 "Not currently published", kept out of search results', async () => {
    const organization = await createOrganization(testApp.database.db, {
      name: 'Tidewater Commons',
      description: 'Shared boats for a shared river.',
    });
    const live = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.id}`,
    });
    expect(live.statusCode).toBe(200);
    expect(titlesOf(live.body)).toEqual(['Tidewater Commons | Catalyst Profiles']);

    await setOrganizationStatus(testApp.database.db, organization.id, 'lapsed');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.id}`,
    });
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titlesOf(response.body)).toEqual(['Not currently published | Catalyst Profiles']);
    expect(descriptionOf(response.body)).toBe(
      'Tidewater Commons is not currently published. Check back later.',
    );
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('Shared boats');
    expect(response.body).not.toContain('application/ld+json');
    // The app shell still loads, so the page can say it in full.
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('keeps 404 for a pending organization, which was never public', async () => {
    const pending = await createOrganization(testApp.database.db, {
      name: 'Never Shown',
      status: 'pending',
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${pending.id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(titlesOf(response.body)).toEqual(['Organization Not Found | Catalyst Profiles']);
    expect(response.body).not.toContain('Never Shown');
  });
});
