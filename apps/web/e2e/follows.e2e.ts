import { authMessages, followMessages } from '@catalyst/shared';
import { findLink } from '../../server/test/stand-ins/smtp-capture';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, pathIs, test, type Page } from './support/fixtures';

const ORGANIZATION = 'Lakeside Tool Library';

test.use({
  productSetup: { mail: true },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} lends drills, ladders and sewing machines to its neighbours.`,
  },
});

/**
 * Following end to end: a guest on a published profile clicks Follow, is sent to sign in,
 * creates an account there, verifies it from the mailed link and lands back on the profile,
 * following it. Their dashboard lists it, and Unfollow there stops following it, which the
 * profile then shows too.
 */
test.describe('following an organization', () => {
  test.describe.configure({ mode: 'serial' });

  let profilePath = '';
  const followerEmail = uniqueEmail('follower');

  const main = (page: Page) => page.getByRole('main');
  const followButton = (page: Page) =>
    main(page).getByRole('button', { name: followMessages.followLabel(ORGANIZATION) });
  const followingButton = (page: Page) =>
    main(page).getByRole('button', { name: followMessages.unfollowLabel(ORGANIZATION) });
  const followingSection = (page: Page) =>
    main(page).getByRole('region', { name: followMessages.listTitle });

  test('an owner publishes a profile', async ({ owner: page, publishedOrganization }) => {
    await page.goto(`/organizations/${publishedOrganization.id}`);
    await expect(page).toHaveURL(/\/organizations\/[a-z-]+$/);
    profilePath = new URL(page.url()).pathname;
  });

  test('a guest follows it through signing up and verifying their email', async ({
    visitor: page,
    smtp,
    product,
  }) => {
    // Signing up and reading the mail take their time on a busy machine.
    test.setTimeout(120_000);
    await page.goto(profilePath);
    await expect(followButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(followButton(page)).toHaveText(followMessages.follow);
    expect(await seriousViolations(page)).toEqual([]);

    await followButton(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(main(page).getByText(followMessages.signInToFollow)).toBeVisible();
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(main(page).getByText(followMessages.signInToFollow)).toBeVisible();
    await main(page).getByLabel('Name (optional)').fill('Fern Follower');
    await main(page).getByLabel('Email address').fill(followerEmail);
    await main(page).getByLabel('Password', { exact: true }).fill('follows-good-work-2026');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email-required$/);

    const link = findLink(await smtp.nextMailTo(followerEmail), `${product.url}/verify-email?`);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    await main(page).getByRole('link', { name: authMessages.continueWhereYouLeftOff }).click();
    // Back on the profile, following it, the request gone from the address.
    await expect(page).toHaveURL(pathIs(profilePath));
    await expect(page.getByText(followMessages.followed(ORGANIZATION))).toBeVisible();
    await expect(followingButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(followingButton(page)).toHaveText(followMessages.following);
    await captureAtWidths(page, 'follows', 'profile-following', { fullPage: false });
  });

  test('the dashboard lists it, and Unfollow there stops following it', async ({
    visitor: page,
  }) => {
    await page.goto('/dashboard');
    const section = followingSection(page);
    await expect(section.getByRole('link', { name: ORGANIZATION })).toHaveAttribute(
      'href',
      profilePath,
    );
    expect(await seriousViolations(page, '#following')).toEqual([]);
    await captureAtWidths(page, 'follows', 'dashboard-following', {
      fullPage: false,
      prepare: () => section.scrollIntoViewIfNeeded(),
    });

    await section
      .getByRole('button', { name: `${followMessages.unfollow} ${ORGANIZATION}` })
      .click();
    await expect(page.getByText(followMessages.unfollowed(ORGANIZATION))).toBeVisible();
    await expect(section.getByText(followMessages.listEmpty)).toBeVisible();
    await expect(section.getByRole('link', { name: ORGANIZATION })).toHaveCount(0);
    // The toast fades in and out: axe checks the section once it has gone.
    await expect(page.getByText(followMessages.unfollowed(ORGANIZATION))).toBeHidden();
    expect(await seriousViolations(page, '#following')).toEqual([]);

    await page.goto(profilePath);
    await expect(followButton(page)).toHaveAttribute('aria-pressed', 'false');
  });
});
