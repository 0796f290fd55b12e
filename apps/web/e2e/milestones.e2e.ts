import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, test, type Locator, type Page } from './support/fixtures';

const ORGANIZATION = 'Riverbank Seed Library';

test.use({
  productSetup: { mail: true },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} lends heirloom seeds to gardeners, who return some of the harvest.`,
  },
});

/**
 * Milestones end to end: an owner adds dated milestones from the editor (a month, a day),
 * edits one, moves one among those of its date and deletes one; a visitor sees the timeline
 * on the profile, newest first, served whole by the server. Every screen passes axe.
 */
test.describe('milestones', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let profilePath = '';

  const main = (page: Page) => page.getByRole('main');
  const section = (page: Page) => main(page).getByRole('region', { name: 'Milestones' });
  const editorList = (page: Page) =>
    section(page).getByRole('list', { name: 'Your milestones, newest first' });
  const titlesIn = (page: Page) =>
    editorList(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelectorAll('p')[1]?.textContent));

  /** Scrolls a part of the page to just below the sticky header, for its picture. */
  const belowHeader = (locator: Locator) =>
    locator.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));

  async function addMilestone(
    page: Page,
    milestone: {
      precision: 'month' | 'day';
      date: string;
      title: string;
      text?: string;
      link?: string;
    },
  ) {
    await section(page).getByRole('button', { name: 'Add a milestone' }).click();
    const form = section(page).getByRole('form', { name: 'Add a milestone' });
    await form.getByLabel('Precision').selectOption(milestone.precision);
    await form
      .getByLabel(milestone.precision === 'month' ? /^Month/ : /^Date/)
      .fill(milestone.date);
    await form.getByLabel(/^Title/).fill(milestone.title);
    if (milestone.text) await form.getByLabel(/^Text/).fill(milestone.text);
    if (milestone.link) await form.getByLabel(/^Link/).fill(milestone.link);
    await form.getByRole('button', { name: 'Add milestone' }).click();
    await expect(form).toHaveCount(0);
    await expect(
      editorList(page).locator('p').getByText(milestone.title, { exact: true }),
    ).toBeVisible();
  }

  test('an owner publishes a profile', async ({ owner: page, publishedOrganization }) => {
    organizationId = publishedOrganization.id;
    await page.goto(`/organizations/${organizationId}`);
    await expect(page).toHaveURL(/\/organizations\/[a-z-]+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
    profilePath = new URL(page.url()).pathname;
    // No milestones, no timeline.
    await expect(section(page)).toHaveCount(0);
  });

  test('adds, edits, reorders and deletes milestones in the editor', async ({ owner: page }) => {
    // Four milestones written, edited, moved and deleted, two accessibility scans and
    // screenshots at three widths: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await page.goto(`/organizations/${organizationId}/edit`);
    await expect(section(page).getByText('No milestones yet.', { exact: false })).toBeVisible();

    // A milestone has happened: next year is refused, with the reason on the field.
    await section(page).getByRole('button', { name: 'Add a milestone' }).click();
    const form = section(page).getByRole('form', { name: 'Add a milestone' });
    await form.getByLabel(/^Month/).fill(`${new Date().getUTCFullYear() + 1}-01`);
    await form.getByLabel(/^Title/).fill('Opening day');
    await form.getByRole('button', { name: 'Add milestone' }).click();
    await expect(
      form.getByText('A milestone is something that has happened: please give a date up to today.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'milestones', 'editor-form', {
      fullPage: false,
      prepare: () => belowHeader(form),
    });
    await form.getByRole('button', { name: 'Cancel' }).click();

    await addMilestone(page, {
      precision: 'month',
      date: '2024-03',
      title: 'Founded in a garage',
      text: 'Twelve jars of bean seeds and a notebook.',
    });
    await addMilestone(page, {
      precision: 'day',
      date: '2024-03-01',
      title: 'First grant',
      link: 'https://grants.example.org/seed-library',
    });
    await addMilestone(page, { precision: 'day', date: '2021-11-05', title: 'The idea' });
    // March 2024 and 1 March 2024 share a date: added in that order, shown in that order.
    expect(await titlesIn(page)).toEqual(['Founded in a garage', 'First grant', 'The idea']);

    await section(page).getByRole('button', { name: 'Edit Founded in a garage' }).click();
    const editForm = section(page).getByRole('form', { name: 'Edit “Founded in a garage”' });
    await editForm.getByLabel(/^Title/).fill('Founded in a shared garage');
    await editForm.getByRole('button', { name: 'Save milestone' }).click();
    await expect(
      editorList(page).locator('p').getByText('Founded in a shared garage', { exact: true }),
    ).toBeVisible();

    // Only milestones of one date move among themselves.
    await expect(section(page).getByRole('button', { name: 'Move up: The idea' })).toHaveCount(0);
    await section(page).getByRole('button', { name: 'Move up: First grant' }).click();
    await expect
      .poll(() => titlesIn(page))
      .toEqual(['First grant', 'Founded in a shared garage', 'The idea']);

    await section(page).getByRole('button', { name: 'Delete The idea' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Milestone deleted.')).toBeVisible();
    await expect.poll(() => titlesIn(page)).toEqual(['First grant', 'Founded in a shared garage']);
    await expect(page.getByText('Milestone deleted.')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'milestones', 'editor-section', {
      fullPage: false,
      prepare: () => belowHeader(section(page)),
    });
  });

  test('shows the timeline on the public profile, newest first, served whole', async ({
    visitor: page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(profilePath);
    const timeline = section(page).getByRole('list');
    await expect(timeline).toBeVisible();
    // Hydrated in place once its code arrives: no mismatch, no error of any kind.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    const items = timeline.getByRole('listitem');
    expect(await items.getByRole('heading').allTextContents()).toEqual([
      'First grant',
      'Founded in a shared garage',
    ]);
    expect(await items.locator('time').allTextContents()).toEqual(['1 March 2024', 'March 2024']);
    const link = items.first().getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://grants.example.org/seed-library');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'milestones', 'profile-timeline');

    // A visitor without script, and a crawler, get the timeline in the page itself.
    const html = await (await page.request.get(profilePath)).text();
    expect(html).toMatch(/<ol[^>]*>.*First grant.*Founded in a shared garage.*<\/ol>/s);
    expect(html).toContain('<time dateTime="2024-03"');
  });
});
