import { discoveryMessages, type FaqEntry, notFoundMessages } from '@catalyst/shared';
import { fetchOrganizations } from './support/api';
import { viewports } from './support/browser';
import { expect, test } from './support/fixtures';
import { publishedProfilePath } from './support/js-budget';

/** What a reader sees in served HTML: no scripts or styles, tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function served(
  baseURL: string,
  path: string,
): Promise<{ status: number; text: string; html: string }> {
  const response = await fetch(`${baseURL}${path}`);
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

async function faqItems(baseURL: string): Promise<FaqEntry[]> {
  const response = await fetch(`${baseURL}/api/faq`);
  return ((await response.json()) as { data: FaqEntry[] }).data;
}

test.describe('pages as served, before any JavaScript', () => {
  test('sends the home page with the first page of the grid for its address', async ({
    product,
  }) => {
    const list = await fetchOrganizations(product.url, '?sort=name');
    const { status, text } = await served(product.url, '/?sort=name');
    expect(status).toBe(200);
    for (const card of list.items) expect(text).toContain(card.name);
    expect(text).toContain(`${list.total} organizations found`);
  });

  test('sends a search and its filters already applied', async ({ product }) => {
    const list = await fetchOrganizations(product.url, '?q=climate');
    expect(list.items.length).toBeGreaterThan(0);
    const { text } = await served(product.url, '/?q=climate');
    for (const card of list.items) expect(text).toContain(card.name);
    const other = (await fetchOrganizations(product.url, '')).items.filter(
      (card) => !list.items.some((match) => match.id === card.id),
    );
    expect(other.length).toBeGreaterThan(0);
    for (const card of other) expect(text).not.toContain(card.name);
  });

  test('sends a profile with its name and description', async ({ product }) => {
    const path = await publishedProfilePath(product.url);
    const response = await fetch(`${product.url}/api${path}`);
    const organization = (
      (await response.json()) as { data: { name: string; description: string } }
    ).data;
    const { status, text } = await served(product.url, path);
    expect(status).toBe(200);
    expect(text).toContain(organization.name);
    expect(text).toContain(organization.description.replace(/\s+/g, ' ').slice(0, 120));
  });

  test('sends the FAQ with every question', async ({ product }) => {
    const { text } = await served(product.url, '/faq');
    for (const item of await faqItems(product.url)) expect(text).toContain(item.question);
  });

  test('sends about, contact and privacy with their content', async ({ product }) => {
    expect((await served(product.url, '/about')).text).toContain('Make impact visible');
    expect((await served(product.url, '/contact')).text).toContain("We'd love to hear from you");
    expect((await served(product.url, '/privacy')).text).toContain('Privacy Policy');
  });

  test('answers a profile’s id address with a permanent redirect to its slug address', async ({
    product,
  }) => {
    const path = await publishedProfilePath(product.url);
    const response = await fetch(`${product.url}/api${path}`);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    const byId = await fetch(`${product.url}/organizations/${id}?ref=shared`, {
      redirect: 'manual',
    });
    expect(byId.status).toBe(301);
    expect(byId.headers.get('location')).toBe(`${path}?ref=shared`);
  });

  test('keeps the build manifest to itself', async ({ product }) => {
    const response = await fetch(`${product.url}/.vite/manifest.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"file"');
  });

  test('sends the not-found page with a 404', async ({ product }) => {
    const { status, text } = await served(product.url, '/no-such-page');
    expect(status).toBe(404);
    expect(text).toContain(notFoundMessages.title);
  });
});

test.describe('hydration', () => {
  // One visitor for every page, as before: each new browser is a guest signed in anew, and the
  // shared product limits guest sign-ins per address.
  for (const [name, pathOrProfile] of [
    ['home', '/'],
    ['home with a search and filters', '/?q=climate&sort=name'],
    ['profile', 'profile'],
    ['FAQ', '/faq'],
    ['about', '/about'],
    ['contact', '/contact'],
    ['privacy', '/privacy'],
    ['not found', '/no-such-page'],
  ] as const) {
    test(`takes over the ${name} page with no console message and no second fetch of its data`, async ({
      visitor: page,
      product,
    }) => {
      const path =
        pathOrProfile === 'profile' ? await publishedProfilePath(product.url) : pathOrProfile;
      const console: string[] = [];
      const apiRequests: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        // The 404 page's own status is reported as a failed resource: it is the page itself.
        if (message.text().includes('status of 404')) return;
        if (message.type() === 'error' || message.type() === 'warning') {
          console.push(`${message.type()}: ${message.text()}`);
        }
      };
      const onPageError = (error: Error) => console.push(`page error: ${error.message}`);
      // Reads of data only: the profile's view beacon (a POST) records the visit, as it should.
      const onRequest = (request: { url(): string; method(): string }) => {
        const url = new URL(request.url());
        if (request.method() !== 'GET') return;
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/')) {
          apiRequests.push(`${url.pathname}${url.search}`);
        }
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      page.on('request', onRequest);
      try {
        await page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: React has attached to the server's markup.
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        );
        expect(console).toEqual([]);
        expect(apiRequests).toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onPageError);
        page.off('request', onRequest);
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('searches, filters, sorts, pages through the directory and opens a profile', async ({
    page,
    product,
  }) => {
    await page.goto('/');

    // Search: the form is sent as a GET of the directory.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('climate');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=climate$/);
    const searched = await fetchOrganizations(product.url, '?q=climate');
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain(`${searched.total} organization`);

    // Order and a category through the plain filter form; the search is kept.
    await page.locator('select[name="sort"]').selectOption('name');
    await page.getByText('Categories', { exact: true }).click();
    const categoryBox = page.locator('input[name="categories"]').first();
    const categoryId = await categoryBox.getAttribute('value');
    await categoryBox.check();
    await page.getByRole('button', { name: 'Apply filters' }).first().click();
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'name');
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('climate');
    expect(url.searchParams.getAll('categories')).toEqual([categoryId]);
    const filtered = await fetchOrganizations(
      product.url,
      `?q=climate&sort=name&categories=${categoryId}`,
    );
    const text = await page.locator('main').innerText();
    for (const card of filtered.items) expect(text).toContain(card.name);

    // Paging: 'Load more' is a link to the next page.
    await page.goto('/?sort=name');
    const firstPage = await fetchOrganizations(product.url, '?sort=name');
    expect(firstPage.nextCursor).toBeTruthy();
    await page.getByRole('button', { name: discoveryMessages.loadMore }).click();
    await expect(page).toHaveURL(/cursor=/);
    const secondPage = await fetchOrganizations(
      product.url,
      `?sort=name&cursor=${encodeURIComponent(firstPage.nextCursor!)}`,
    );
    const pageTwo = await page.locator('main').innerText();
    for (const card of secondPage.items) expect(pageTwo).toContain(card.name);
    for (const card of firstPage.items) expect(pageTwo).not.toContain(card.name);

    // A profile opens from its card.
    const [first] = secondPage.items;
    await page.getByRole('link', { name: first!.name }).first().click();
    await expect(page).toHaveURL(/\/organizations\//);
    await expect.poll(() => page.locator('main h1').innerText()).toBe(first!.name);
  });

  test('keeps the first row of organizations on the first screen', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.locator('main a[href^="/organizations/"]').first();
    const box = await firstCard.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(viewports.desktop.height);
  });
});
