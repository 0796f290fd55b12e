import { followMessages } from '@catalyst/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '@/features/auth/testing';
import { ok, renderProfilePage } from '@/features/moderation/testing';
import { asMember, testOrganization } from '@/features/organizations/testing';

const follow = () =>
  screen.queryByRole('button', { name: followMessages.followLabel(testOrganization.name) });
/**
 * Follow's code loads after the page's (see FollowSlot): found once it has, which on a busy
 * machine takes longer than a query's default second, as the page itself may.
 */
const followLoaded = () =>
  screen.findByRole(
    'button',
    { name: followMessages.followLabel(testOrganization.name) },
    { timeout: 3000 },
  );

describe('Follow on a profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is in the header of a published profile, before its sections', async () => {
    renderProfilePage();
    await screen.findByRole(
      'heading',
      { level: 1, name: testOrganization.name },
      { timeout: 3000 },
    );
    const button = await followLoaded();
    expect(button).toHaveTextContent(followMessages.follow);
    expect(
      button.compareDocumentPosition(screen.getByRole('region', { name: 'About' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is beside the owner’s controls on their published profile', async () => {
    renderProfilePage({
      auth: fakeAuth(),
      membership: asMember(testOrganization, 'owner'),
      routes: { 'GET /api/users/me/follows': () => ok({ items: [] }) },
    });
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 3000 })).toBeVisible();
    expect(await followLoaded()).toBeInTheDocument();
  });

  it('is not offered on a profile visitors cannot see yet', async () => {
    const pending = { ...testOrganization, publicationStatus: 'pending' as const };
    renderProfilePage({
      organization: pending,
      auth: fakeAuth(),
      membership: asMember(pending, 'owner'),
    });
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 3000 })).toBeVisible();
    expect(follow()).not.toBeInTheDocument();
  });

  it('is not offered on a profile moderators have hidden', async () => {
    renderProfilePage({
      auth: fakeAuth(),
      membership: asMember(testOrganization, 'owner', {
        moderation: {
          hiddenAt: '2026-03-01T10:00:00.000Z',
          reason: 'Spam',
          reviewRequestedAt: null,
        },
      }),
    });
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 3000 })).toBeVisible();
    expect(follow()).not.toBeInTheDocument();
  });
});
