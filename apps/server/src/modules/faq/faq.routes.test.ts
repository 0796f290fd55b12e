import type { FaqEntry } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let testApp: TestApp;
let entries: FaqEntry[];

beforeAll(async () => {
  testApp = await buildTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/faq' });
  expect(response.statusCode).toBe(200);
  entries = (response.json() as { data: FaqEntry[] }).data;
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/faq', () => {
  it('lists the nine entries in the product order', () => {
    expect(entries.map((entry) => entry.id)).toEqual([
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

  it('replaces every {product} placeholder with the brand name', () => {
    for (const entry of entries) {
      expect(entry.question, entry.id).not.toContain('{product}');
      expect(entry.answer, entry.id).not.toContain('{product}');
    }
    expect(entries[0]?.question).toBe('What is a Catalyst Profile?');
    expect(entries.find((entry) => entry.id === 'pricing')?.answer).toMatch(
      /^A Catalyst Profile costs \$12 per month or \$100 per year\./,
    );
  });

  it('uses all four categories', () => {
    const used = new Set(entries.flatMap((entry) => entry.categories));
    expect([...used].sort()).toEqual(['general', 'organization', 'pricing', 'submission']);
  });

  it('gives each entry exactly an id, question, answer and categories', () => {
    for (const entry of entries) {
      expect(Object.keys(entry).sort(), entry.id).toEqual([
        'answer',
        'categories',
        'id',
        'question',
      ]);
      expect(entry.categories.length, entry.id).toBeGreaterThan(0);
    }
    expect(entries.find((entry) => entry.id === 'why-companies-pay')?.categories).toEqual([
      'general',
      'pricing',
    ]);
  });

  it('states that anyone may create a profile without approval', () => {
    const answer = entries.find((entry) => entry.id === 'who-can-create')?.answer ?? '';
    expect(answer).toContain('Anyone committed to positive impact can create a profile');
    expect(answer).toContain('no application or approval step');
  });
});
