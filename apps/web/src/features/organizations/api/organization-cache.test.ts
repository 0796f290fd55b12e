import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { asMember, testOrganization } from '../testing/profile-test-data';
import { forgetDeletedOrganization } from './delete-organization';
import { cacheOrganization, organizationQuery } from './get-organization';
import { setCachedOrganizationImage } from './upload-organization-image';

const key = (ref: string) => organizationQuery(ref).queryKey;

/** A cache holding the organization under each address it was opened by. */
function cacheWithCopies(...refs: string[]) {
  const queryClient = new QueryClient();
  for (const ref of refs) queryClient.setQueryData(key(ref), testOrganization);
  queryClient.setQueryData(key('someone-else'), { ...testOrganization, id: 'other-id' });
  return queryClient;
}

describe('the cached copies of an organization', () => {
  it('all take a save, and the new slug gets one too, as the profile everyone sees', () => {
    const queryClient = cacheWithCopies(testOrganization.id, testOrganization.slug, 'old-slug');
    const renamed = {
      ...testOrganization,
      name: 'Brightfield Commons',
      slug: 'brightfield-commons',
    };

    // A save's answer is the organization as its owner sees it: the copies keep the profile.
    cacheOrganization(queryClient, asMember(renamed, 'owner'));

    for (const ref of [testOrganization.id, testOrganization.slug, 'old-slug', renamed.slug]) {
      expect(queryClient.getQueryData(key(ref)), ref).toEqual(renamed);
    }
    expect(queryClient.getQueryData(key('someone-else'))).toMatchObject({ id: 'other-id' });
  });

  it('keep their timeline through a save, whose answer does not carry it', () => {
    const withTimeline = {
      ...testOrganization,
      milestones: [
        {
          id: 'm1',
          date: '2019-05',
          precision: 'month' as const,
          title: 'Founded',
          description: null,
          link: null,
        },
      ],
    };
    const queryClient = new QueryClient();
    queryClient.setQueryData(key(testOrganization.slug), withTimeline);
    // What a save answers: the organization, without the timeline.
    const { milestones, ...saved } = { ...withTimeline, name: 'Renamed' };
    expect(milestones).toHaveLength(1);

    cacheOrganization(queryClient, asMember(saved, 'owner'));

    for (const ref of [testOrganization.id, testOrganization.slug]) {
      expect(queryClient.getQueryData(key(ref)), ref).toEqual({ ...withTimeline, name: 'Renamed' });
    }
  });

  it('are loaded again when none held the timeline before a save', () => {
    const queryClient = new QueryClient();
    const { milestones, ...saved } = testOrganization;
    expect(milestones).toEqual([]);

    cacheOrganization(queryClient, asMember(saved, 'owner'));

    expect(queryClient.getQueryData(key(testOrganization.id))).toMatchObject({ milestones: [] });
    expect(queryClient.getQueryState(key(testOrganization.id))?.isInvalidated).toBe(true);
  });

  it('all show a new image, whichever address loaded them', () => {
    const queryClient = cacheWithCopies(testOrganization.id, testOrganization.slug);

    setCachedOrganizationImage(queryClient, testOrganization.id, { kind: 'logo' }, '/logo.webp');

    expect(queryClient.getQueryData(key(testOrganization.slug))).toMatchObject({
      logo: '/logo.webp',
    });
    expect(queryClient.getQueryData(key(testOrganization.id))).toMatchObject({
      logo: '/logo.webp',
    });
    expect(queryClient.getQueryData(key('someone-else'))).toMatchObject({ logo: null });
  });

  it('all go when it is deleted', async () => {
    const queryClient = cacheWithCopies(testOrganization.id, testOrganization.slug, 'old-slug');

    await forgetDeletedOrganization(queryClient, testOrganization.id, undefined);

    for (const ref of [testOrganization.id, testOrganization.slug, 'old-slug']) {
      expect(queryClient.getQueryState(key(ref)), ref).toBeUndefined();
    }
    expect(queryClient.getQueryData(key('someone-else'))).toBeDefined();
  });
});
