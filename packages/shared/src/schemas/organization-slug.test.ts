import { describe, expect, it } from 'vitest';
import { appRoutes } from '../constants/routes.js';
import {
  RESERVED_SLUGS,
  SLUG_MAX_LENGTH,
  isReservedSlug,
  isSlugShaped,
  isUuidShaped,
  organizationRefSchema,
  slugCandidate,
  slugify,
  truncateSlug,
} from './organization-slug.js';

describe('slugify', () => {
  it.each([
    ['Énergie Solidaire', 'energie-solidaire'],
    ['Ça va, Müller?', 'ca-va-muller'],
    ['Đà Nẵng Green Hub', 'da-nang-green-hub'],
    ['A\u0301rvore Viva', 'arvore-viva'],
  ])('folds accents: %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['Straße der Hoffnung', 'strasse-der-hoffnung'],
    ['Æble Øresund', 'aeble-oresund'],
    ['Łódź Kraków', 'lodz-krakow'],
    ['Þór Œuvre', 'thor-oeuvre'],
    ['Ħamrun Ŧest Ŋ ĸ ƒ ı', 'hamrun-test-n-k-f-i'],
  ])('spells out the letters NFKD leaves whole: %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['Ben & Jerry’s', 'ben-and-jerrys'],
    ["O'Neil Foundation", 'oneil-foundation'],
    ['  --Hello,   World!!  ', 'hello-world'],
    ['C++ / C# Guild', 'c-c-guild'],
    ['🌍 Planet First 🌱', 'planet-first'],
    ['ＦＵＬＬＷＩＤＴＨ ½', 'fullwidth-1-2'],
    ['Tabs\tand\nlines', 'tabs-and-lines'],
    ['2030 Vision', '2030-vision'],
  ])('makes one hyphen of every run of anything else: %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('caps the length, cutting after a whole word', () => {
    const name =
      'The International Federation of Community Land Trusts, Cooperative Housing Associations and Tenant Unions';
    const slug = slugify(name);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('the-international-federation-of-community-land-trusts-cooperative-housing');
  });

  it('cuts a single endless word at the cap', () => {
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX_LENGTH));
    expect(truncateSlug(`${'a'.repeat(70)}-${'b'.repeat(30)}`, 80)).toBe('a'.repeat(70));
    // Cutting at the word would keep less than half: cut in the word instead.
    expect(truncateSlug(`ab-${'c'.repeat(100)}`, 80)).toBe(`ab-${'c'.repeat(77)}`);
  });

  it.each([[''], ['   '], ['東京の森'], ['Москва'], ['!!! ???'], ['🌍🌱']])(
    'falls back to “organization” when nothing Latin is left: %j',
    (name) => {
      expect(slugify(name)).toBe('organization');
    },
  );

  it('never answers something shaped like an id', () => {
    const uuid = '123e4567-e89b-12d3-a456-426614174000';
    expect(slugify(uuid)).toBe(`${uuid}-organization`);
    expect(slugify(uuid.toUpperCase())).toBe(`${uuid}-organization`);
    expect(isUuidShaped(slugify(uuid))).toBe(false);
  });

  it('never answers a reserved word', () => {
    for (const word of RESERVED_SLUGS) {
      expect(slugify(word)).toBe(`${word}-organization`);
    }
    expect(slugify('New')).toBe('new-organization');
    expect(slugify('Edit!')).toBe('edit-organization');
    expect(slugify('Active Countries')).toBe('active-countries-organization');
    expect(slugify('New Hope')).toBe('new-hope');
  });

  it('reserves every word of the route catalogue’s paths under /organizations/', () => {
    const words = Object.values(appRoutes)
      .filter((pattern) => pattern.startsWith('/organizations/'))
      .flatMap((pattern) => pattern.split('/').slice(2))
      .filter((segment) => segment !== '' && !segment.startsWith(':'));
    expect(words).toContain('edit');
    for (const word of words) expect(isReservedSlug(word), word).toBe(true);
  });

  it('always answers a slug, and the same one again for its own output', () => {
    const names = [
      'Énergie Solidaire',
      'Ben & Jerry’s',
      '東京',
      'new',
      'x'.repeat(300),
      `${'word '.repeat(40)}`,
      '123e4567-e89b-12d3-a456-426614174000',
      '-a-',
    ];
    for (const name of names) {
      const slug = slugify(name);
      expect(isSlugShaped(slug), name).toBe(true);
      expect(isReservedSlug(slug), name).toBe(false);
      expect(slugify(slug), name).toBe(slug);
    }
  });
});

describe('slugCandidate', () => {
  it('is the base first, then numbered from 2', () => {
    expect([1, 2, 3, 10].map((attempt) => slugCandidate('harbour-trust', attempt))).toEqual([
      'harbour-trust',
      'harbour-trust-2',
      'harbour-trust-3',
      'harbour-trust-10',
    ]);
  });

  it('shortens a long base to keep the number within the cap', () => {
    const base = slugify(`${'community '.repeat(12)}`);
    expect(base.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    const candidate = slugCandidate(base, 12);
    expect(candidate.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(candidate).toMatch(/^(community-)+community-12$/);
  });
});

describe('organizationRefSchema', () => {
  it('accepts an id or a slug', () => {
    for (const ref of ['3f6c1f8e-2a41-4c59-9a0e-7d1b8c2e5a10', 'energie-solidaire', 'a', '2030']) {
      expect(organizationRefSchema.safeParse(ref).success, ref).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const ref of ['', 'Energie', 'énergie', 'a--b', '-a', 'a-', 'a_b', 'x'.repeat(81)]) {
      expect(organizationRefSchema.safeParse(ref).success, ref).toBe(false);
    }
  });
});
