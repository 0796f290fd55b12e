import { describe, expect, it } from 'vitest';
import { planPage, readsWithin, stampOf, stillCurrent } from './page-dependencies.js';

describe('what a page may read and is kept under', () => {
  it('plans the home page on the directory, a profile on its slug, other pages on the site', () => {
    expect(planPage('/')).toEqual({ listing: true });
    expect(planPage('/organizations/tidewater-trust')).toEqual({
      listing: false,
      slug: 'tidewater-trust',
    });
    expect(
      planPage('/organizations/tidewater-trust/roles/5b0e8a8e-2d8e-4c55-9b0a-1f6f1f1f1f1f'),
    ).toEqual({
      listing: false,
      slug: 'tidewater-trust',
    });
    expect(planPage('/about')).toEqual({ listing: false });
    // An id is redirected to the slug, a malformed escape or an unknown path is no page of ours.
    expect(planPage('/organizations/5b0e8a8e-2d8e-4c55-9b0a-1f6f1f1f1f1f')).toBeUndefined();
    expect(planPage('/organizations/%E0%A4%A')).toBeUndefined();
    expect(planPage('/no/such/page/anywhere')).toBeUndefined();
  });

  it('keeps a render only when it read within the plan', () => {
    const profile = { listing: false, slug: 'tidewater-trust' };
    expect(
      readsWithin(profile, [
        '/api/organizations/tidewater-trust',
        '/api/organizations/tidewater-trust/roles',
        '/api/categories',
        '/api/countries',
      ]),
    ).toBe(true);
    expect(readsWithin(profile, ['/api/organizations/another-trust'])).toBe(false);
    expect(readsWithin(profile, ['/api/organizations?q=x'])).toBe(false);
    expect(readsWithin({ listing: true }, ['/api/organizations?q=x', '/api/category-groups'])).toBe(
      true,
    );
    expect(readsWithin({ listing: true }, ['/api/users/me'])).toBe(false);
  });

  it('stamps the versions read, and none for a slug nobody holds', () => {
    const versions = { site: 3, listing: 40, organization: { id: 'o1', version: 7 } };
    expect(stampOf({ listing: true }, versions)).toEqual({
      stamp: 'site:3 listing:40',
      keys: ['listing'],
    });
    expect(stampOf({ listing: false, slug: 's' }, versions)).toEqual({
      stamp: 'site:3 org:o1:7',
      keys: ['org-o1'],
    });
    expect(stampOf({ listing: false, slug: 's' }, { site: 3, listing: 40 })).toBeUndefined();
  });

  it('a render overtaken by directory changes it does not show is still current', async () => {
    const home = { listing: true };
    const before = { site: 3, listing: 10 };
    const keys = ['listing', 'listing-newest', 'org-a', 'org-b'];
    const changes = (found: string[]) => async (from: number, to: number) => {
      expect([from, to]).toEqual([10, 12]);
      return found;
    };
    const check = (after: typeof before, found: string[], plan = home) =>
      stillCurrent(plan, { before, after }, keys, changes(found));

    expect(await check(before, [])).toBe(true);
    // An edit to an organization the page does not show, in an order it is not in.
    expect(
      await check({ site: 3, listing: 12 }, ['org-c', 'listing-text', 'listing-updated']),
    ).toBe(true);
    // One it shows, one that joined the directory, one that moved in its order.
    expect(await check({ site: 3, listing: 12 }, ['org-b', 'listing-text'])).toBe(false);
    expect(await check({ site: 3, listing: 12 }, ['listing'])).toBe(false);
    expect(await check({ site: 3, listing: 12 }, ['org-c', 'listing-newest'])).toBe(false);
    // The site's content moved: every page changed.
    expect(await check({ site: 4, listing: 12 }, [])).toBe(false);

    // A profile follows its own organization's version, whatever the directory does.
    const profile = { listing: false, slug: 'tidewater-trust' };
    const atVersion = (version: number) => ({
      site: 3,
      listing: 10,
      organization: { id: 'a', version },
    });
    const never = async () => {
      throw new Error('a profile never asks the directory');
    };
    expect(
      await stillCurrent(profile, { before: atVersion(5), after: atVersion(5) }, ['org-a'], never),
    ).toBe(true);
    expect(
      await stillCurrent(profile, { before: atVersion(5), after: atVersion(6) }, ['org-a'], never),
    ).toBe(false);
  });
});
