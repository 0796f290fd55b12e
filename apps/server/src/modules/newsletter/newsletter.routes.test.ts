import type { ApiError } from '@catalyst/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

const testApp = await buildTestApp();

afterAll(async () => {
  await testApp.close();
});

function subscribe(payload: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });
}

async function subscriberCount(email: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.count ?? 0;
}

describe('POST /api/newsletter', () => {
  it('answers 201 with subscribed: true', async () => {
    const response = await subscribe({ email: 'reader@example.org' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { subscribed: true } });
    expect(await subscriberCount('reader@example.org')).toBe(1);
  });

  it('stores an address trimmed and lower-cased, once however often it is posted', async () => {
    const first = await subscribe({ email: 'Foo@Example.COM ' });
    const second = await subscribe({ email: 'Foo@Example.COM ' });
    const third = await subscribe({ email: 'foo@example.com' });

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(second.json()).toEqual({ data: { subscribed: true } });
    expect(await subscriberCount('foo@example.com')).toBe(1);
    expect(await subscriberCount('Foo@Example.COM ')).toBe(0);
  });

  it('refuses an invalid address with the product message', async () => {
    const response = await subscribe({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as ApiError;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Please enter a valid email address.');
    expect(await subscriberCount('not-an-email')).toBe(0);
  });

  it('refuses an address longer than 254 characters', async () => {
    const response = await subscribe({ email: `${'a'.repeat(250)}@example.org` });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ApiError).error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a request without a body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/newsletter' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ApiError).error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a body without an email', async () => {
    const response = await subscribe({ name: 'Reader' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ApiError).error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses malformed JSON with a 400 that shows no internals', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as ApiError;
    expect(error.message.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/SyntaxError|stack|at \w+ \(|node_modules|\/work\//);
  });

  it('refuses a body in another media type with 400 or 415 and no internals', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>reader@example.org</email>',
    });
    expect([400, 415]).toContain(response.statusCode);
    const { error } = response.json() as ApiError;
    expect(error.message.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/stack|at \w+ \(|node_modules|\/work\//);
  });
});
