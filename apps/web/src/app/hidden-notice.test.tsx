import { type MemberOrganization, moderationMessages } from '@catalyst/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '@/features/auth/testing';
import { apiError as authApiError } from '@/test/fetch-stub';
import { renderDashboard } from '@/features/dashboard/testing';
import {
  apiError,
  ok as dashboardOk,
  stubServer,
  testOrganization as dashboardOrganization,
} from '@/test/stub-server';
import {
  editorOrganization,
  ok as editorOk,
  renderLoadedEditor,
} from '@/features/organization-editor/testing';
import { asMember, testOrganization } from '@/features/organizations/testing';
import { ok, renderProfilePage, reviewRequestPath } from '@/features/moderation/testing';

const reason = 'The website links to a gambling site.\nRemove the link, then ask for a review.';
/** The reason as it reads on the page: its line break kept (whitespace is compared as one). */
const reasonText = reason.replace('\n', ' ');
const hiddenBy = (
  reviewRequestedAt: string | null = null,
): NonNullable<MemberOrganization['moderation']> => ({
  hiddenAt: '2026-03-01T10:00:00.000Z',
  reason,
  reviewRequestedAt,
});

const notice = () => screen.getByRole('region', { name: moderationMessages.hiddenNoticeTitle });

describe('the owner of a hidden organization', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the reason on the dashboard and asks for a review', async () => {
    const hidden = dashboardOrganization({ moderation: hiddenBy() });
    const { requests } = stubServer({
      'GET /api/users/organizations': dashboardOk([
        hidden,
        dashboardOrganization({ id: 'org-2', name: 'Clean Water' }),
      ]),
      'POST /api/organizations/org-1/review-request': dashboardOk({
        ...hidden,
        moderation: hiddenBy('2026-03-02T09:00:00.000Z'),
      }),
    });
    renderDashboard({ path: '/dashboard/organizations' });

    const region = await screen.findByRole('region', {
      name: moderationMessages.hiddenNoticeTitle,
    });
    // Only the hidden one carries the notice.
    expect(
      screen.getAllByRole('region', { name: moderationMessages.hiddenNoticeTitle }),
    ).toHaveLength(1);
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
      moderationMessages.hiddenNoticeTitle,
    );
    expect(region).toHaveTextContent(`${moderationMessages.hiddenNoticeReason} ${reasonText}`);
    expect(region).toHaveTextContent(moderationMessages.hiddenNoticeHelp);
    expect(screen.getByText('Hidden by moderators')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Ask for a review' }));

    expect(await within(region).findByText(moderationMessages.reviewRequested)).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(
      moderationMessages.reviewRequested,
    );
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(
      requests.filter((request) => request.path === '/api/organizations/org-1/review-request'),
    ).toHaveLength(1);
  });

  it('is told when a review was already asked for, with the date, and offered no button', async () => {
    stubServer({
      'GET /api/users/organizations': dashboardOk([
        dashboardOrganization({ moderation: hiddenBy('2026-03-02T09:00:00.000Z') }),
      ]),
    });
    renderDashboard({ path: '/dashboard/organizations' });

    await screen.findByRole('region', { name: moderationMessages.hiddenNoticeTitle });
    expect(notice()).toHaveTextContent(
      'You asked for a review on March 2, 2026. A moderator will look at it.',
    );
    expect(within(notice()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hears the server’s refusal in a toast', async () => {
    stubServer({
      'GET /api/users/organizations': dashboardOk([
        dashboardOrganization({ moderation: hiddenBy() }),
      ]),
      'POST /api/organizations/org-1/review-request': apiError(
        409,
        moderationMessages.notHidden,
        'NOT_HIDDEN',
      ),
    });
    renderDashboard({ path: '/dashboard/organizations' });

    const region = await screen.findByRole('region', {
      name: moderationMessages.hiddenNoticeTitle,
    });
    await userEvent.click(within(region).getByRole('button', { name: 'Ask for a review' }));
    expect(await screen.findByText(moderationMessages.notHidden)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Ask for a review' })).toBeEnabled();
  });

  it('sees no notice for an organization that is not hidden', async () => {
    stubServer({ 'GET /api/users/organizations': dashboardOk([dashboardOrganization()]) });
    renderDashboard({ path: '/dashboard/organizations' });
    await screen.findByText('Green Futures');
    expect(screen.queryByText(moderationMessages.hiddenNoticeTitle)).not.toBeInTheDocument();
  });

  it('reads the reason on the edit page, above the form', async () => {
    const hidden: MemberOrganization = { ...editorOrganization, moderation: hiddenBy() };
    const { callsTo } = await renderLoadedEditor(hidden, {
      [`POST /api/organizations/${editorOrganization.id}/review-request`]: () =>
        editorOk({ ...hidden, moderation: hiddenBy('2026-03-02T09:00:00.000Z') }),
    });

    const region = notice();
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      moderationMessages.hiddenNoticeTitle,
    );
    expect(region).toHaveTextContent(`${moderationMessages.hiddenNoticeReason} ${reasonText}`);
    await userEvent.click(within(region).getByRole('button', { name: 'Ask for a review' }));
    expect(await within(region).findByText(moderationMessages.reviewRequested)).toBeInTheDocument();
    expect(callsTo(`POST /api/organizations/${editorOrganization.id}/review-request`)).toHaveLength(
      1,
    );
  });

  it('reads the reason on their own profile, which visitors cannot see, and asks for a review there', async () => {
    const hidden = asMember(testOrganization, 'owner', { moderation: hiddenBy() });
    const { api } = renderProfilePage({
      membership: hidden,
      auth: fakeAuth(),
      routes: {
        [reviewRequestPath]: () =>
          ok({ ...hidden, moderation: hiddenBy('2026-03-02T09:00:00.000Z') }),
      },
    });

    // The notice's code loads once the owner's own list says the profile is theirs.
    const region = await screen.findByRole(
      'region',
      { name: moderationMessages.hiddenNoticeTitle },
      { timeout: 3000 },
    );
    expect(region).toHaveTextContent(moderationMessages.hiddenNoticeHelp);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(testOrganization.name);
    await userEvent.click(within(region).getByRole('button', { name: 'Ask for a review' }));
    expect(await within(region).findByText(moderationMessages.reviewRequested)).toBeInTheDocument();
    expect(api.callsTo(reviewRequestPath)).toHaveLength(1);
  });
});

describe('a hidden profile, to anyone but its owner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a plain page saying it is unavailable, without the reason', async () => {
    renderProfilePage({
      routes: {
        [`GET /api/organizations/${testOrganization.slug}`]: () =>
          authApiError(410, 'UNAVAILABLE', 'This organization is unavailable.'),
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: moderationMessages.unavailableTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(moderationMessages.unavailableBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${moderationMessages.unavailableTitle} | Catalyst Profiles`);
    expect(screen.queryByRole('button', { name: 'Report this profile' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not currently published')).not.toBeInTheDocument();
  });
});
