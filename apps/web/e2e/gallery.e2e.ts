import { photo } from '../../server/test/image-fixtures';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, test, type Locator, type Page, type Request } from './support/fixtures';

const ORGANIZATION = 'Riverbank Seed Library';
const ALT = 'Volunteers sorting bean seeds into paper envelopes';
const VIDEO_ID = 'xKxrkht7CpY';

/** Any request to a video host: none may leave before the visitor presses play. */
const VIDEO_HOSTS = /(youtube|youtube-nocookie|ytimg|googlevideo|vimeo|vimeocdn)\.com/;

test.use({
  productSetup: { mail: true },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} lends heirloom seeds to gardeners along the river.`,
  },
});

/**
 * The gallery end to end: an owner uploads a photo with its description and adds a YouTube
 * video from the editor; a visitor sees both on the profile, the photo with its alt text and
 * the video as a poster drawn locally. Nothing is asked of YouTube until the visitor presses
 * play, and then only of its privacy-enhanced host. Every screen passes axe.
 */
test.describe('photos and videos', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let profilePath = '';

  const main = (page: Page) => page.getByRole('main');
  const gallery = (page: Page) => main(page).getByRole('region', { name: 'Photos and videos' });
  /** The region at the top of the screen, below the sticky header. */
  const showTop = (region: Locator) => async () => {
    await region.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
  };

  test('an owner adds a photo with its description and a video', async ({
    owner: page,
    publishedOrganization,
  }) => {
    organizationId = publishedOrganization.id;
    await page.goto(`/organizations/${organizationId}/edit`);
    const section = main(page).getByRole('region', { name: 'Photos and videos' });
    await expect(section.getByText('No photos or videos yet.')).toBeVisible();

    // The description is required: nothing is sent without it.
    await section.getByLabel(/^Photo/).setInputFiles({
      name: 'seeds.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('jpeg', 1000, 700),
    });
    await section.getByRole('button', { name: 'Add photo' }).click();
    await expect(
      section.getByText('Describe the photo for people who cannot see it.'),
    ).toBeVisible();
    await section.getByLabel(/^Description/).fill(ALT);
    await section.getByRole('button', { name: 'Add photo' }).click();
    await expect(section.getByText(`Photo: ${ALT}`)).toBeVisible();

    // Another host is refused with why.
    await section.getByLabel(/^Video address/).fill('https://www.dailymotion.com/video/x7tgad0');
    await section.getByRole('button', { name: 'Add video' }).click();
    await expect(section.getByText('Only YouTube and Vimeo videos can be added.')).toBeVisible();
    await section.getByLabel(/^Video address/).fill(`https://youtu.be/${VIDEO_ID}`);
    await section.getByRole('button', { name: 'Add video' }).click();
    await expect(section.getByText(`YouTube video ${VIDEO_ID}`)).toBeVisible();
    await expect(section.getByText('2 of 12 used.')).toBeVisible();

    // The video first, by keyboard: focus its 'Move up' and press Enter.
    await section.getByRole('button', { name: `Move up: YouTube video ${VIDEO_ID}` }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => section.getByRole('listitem').first().textContent())
      .toContain(`YouTube video ${VIDEO_ID}`);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'gallery', 'editor-section', {
      fullPage: false,
      prepare: showTop(section),
    });

    await page.goto(`/organizations/${organizationId}`);
    await expect(page).toHaveURL(/\/organizations\/[a-z-]+$/);
    profilePath = new URL(page.url()).pathname;
  });

  test('a visitor sees both, and YouTube hears of it only once they press play', async ({
    visitor: page,
  }) => {
    const videoRequests: string[] = [];
    const record = (request: Request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
    };
    page.on('request', record);
    try {
      await page.goto(profilePath);
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
      const region = gallery(page);
      const image = region.getByRole('img', { name: ALT });
      // The gallery's code arrives after the page's: if the page updates before it does, React
      // draws the section anew in place of the server's copy, and an element found before
      // that is gone. Scrolling then finds the new one.
      await expect(async () => image.scrollIntoViewIfNeeded()).toPass({ timeout: 10_000 });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '900');
      await expect(image).toHaveAttribute('loading', 'lazy');
      const play = region.getByRole('link', {
        name: `Play video: YouTube video of ${ORGANIZATION}`,
      });
      // Without script the poster is a link to the video's own page.
      await expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO_ID}`);
      await expect(region.locator('iframe')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await captureAtWidths(page, 'gallery', 'profile-before-play', {
        fullPage: false,
        prepare: showTop(region),
      });
      // Nothing of YouTube's so far: no frame, no thumbnail, no script.
      expect(videoRequests).toEqual([]);

      await play.click();
      const frame = region.locator('iframe');
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`,
      );
      await expect(frame).toHaveAttribute('title', `YouTube video of ${ORGANIZATION}`);
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      expect(
        videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/')),
      ).toBe(true);
      await captureAtWidths(page, 'gallery', 'profile-after-play', {
        fullPage: false,
        prepare: showTop(region),
      });
    } finally {
      page.off('request', record);
    }

    // Served whole to a visitor without script: the photo with its alt text, the video a link.
    const html = await (await page.request.get(profilePath)).text();
    expect(html).toContain(`alt="${ALT}"`);
    expect(html).toContain(`href="https://www.youtube.com/watch?v=${VIDEO_ID}"`);
    expect(html).not.toContain('<iframe');
  });

  test('the demo directory shows galleries with drawn photos, each described', async ({
    visitor: page,
  }) => {
    await page.goto('/organizations/brightfield-solar-commons');
    const region = gallery(page);
    await expect(region).toBeVisible();
    const images = region.getByRole('img');
    await expect(images).toHaveCount(3);
    for (const alt of await images.evaluateAll((all) =>
      all.map((img) => img.getAttribute('alt')),
    )) {
      expect(alt).toMatch(/^Illustration: .{20,}/);
    }
    await expect(region.getByRole('link', { name: /^Play video/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'gallery', 'demo-profile', {
      fullPage: false,
      prepare: async () => {
        await showTop(region)();
        await expect
          .poll(() =>
            images.evaluateAll((all) =>
              all.every(
                (img) =>
                  !(img as HTMLImageElement).getBoundingClientRect().top ||
                  (img as HTMLImageElement).complete,
              ),
            ),
          )
          .toBe(true);
      },
    });
  });
});
