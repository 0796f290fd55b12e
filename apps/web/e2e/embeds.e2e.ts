import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenRole, OpenRoleInput } from '@catalyst/shared';
import { fetchOrganizations } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { captureAtWidths } from './support/screenshots';

/** An ampersand in the name: the snippets must escape it for the owner's page to read it back. */
const ORGANIZATION = 'Harbour & Hearth Housing Trust';
const ROLE = 'Tenant Support Worker';

// The owner signs up (mail to verify) and publishes; the demo data still has hiring profiles.
test.use({
  productSetup: { mail: true },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} turns empty buildings into homes people can afford.`,
  },
});

/**
 * An organization's own site: a page on another origin (`localhost` against the product's
 * `127.0.0.1`) showing its badge and framing its roles, as the snippets have it.
 */
async function hostSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('an organization’s roles and badge show on its own site, on another origin', async ({
  product,
  openPage,
}) => {
  const [hiring] = (await fetchOrganizations(product.url, '?hiring=true')).items;
  expect(hiring).toBeDefined();
  const { slug, name } = hiring!;
  const roles = (
    (await (await fetch(`${product.url}/api/organizations/${slug}/roles`)).json()) as {
      data: OpenRole[];
    }
  ).data;
  expect(roles.length).toBeGreaterThan(0);

  const site = await hostSite(`<!doctype html><html lang="en"><title>Our site</title><body>
    <a href="${product.url}/organizations/${slug}"><img alt="Our profile" src="${product.url}/badges/${slug}.svg"></a>
    <iframe title="Open roles" src="${product.url}/embed/organizations/${slug}/roles?theme=dark&lang=de" width="560" height="400"></iframe>
  </body></html>`);
  try {
    const page = await openPage({ javaScriptEnabled: true });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    await page.goto(site.url);

    const frame = page.frameLocator('iframe[title="Open roles"]');
    await expect(frame.getByRole('heading', { name: `Offene Stellen bei ${name}` })).toBeVisible();
    for (const role of roles) {
      const link = frame.getByRole('link', { name: role.title });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute(
        'href',
        // Marked, so the organization's analytics count the visits the embed brings.
        new RegExp(`/organizations/${slug}/roles/${role.id}\\?ref=embed$`),
      );
    }
    // The badge loaded: an image of its own size, not a broken one.
    const badge = page.getByRole('img', { name: 'Our profile' });
    await expect
      .poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(50);
    expect(blocked).toEqual([]);
    // The badge and the embed as a visitor of the organization's own site sees them.
    await captureAtWidths(page, 'embeds', 'host-site');
  } finally {
    await site.close();
  }
});

test.describe('the owner’s code for their own site', () => {
  test('an owner copies the roles embed and badge from the dashboard, and they work on another origin', async ({
    owner: page,
    product,
    publishedOrganization,
    openPage,
  }) => {
    const { id } = publishedOrganization;
    const role: OpenRoleInput = {
      title: ROLE,
      employmentType: 'full_time',
      workplace: 'onsite',
      location: 'Galway',
      salaryMin: 36000,
      salaryMax: 41000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      description: 'Help tenants settle into their new homes.',
      applyUrl: 'https://harbour-hearth.example.org/jobs/tenant-support',
    };
    const posted = await page.evaluate(
      async ({ id, role }) =>
        (
          await fetch(`/api/organizations/${id}/roles`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(role),
          })
        ).status,
      { id, role },
    );
    expect(posted).toBe(201);

    // A CSP that refused the preview's frame would say so here.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: product.url,
    });
    await page.goto('/dashboard/organizations');
    await captureAtWidths(page, 'embeds', 'dashboard-row', {
      prepare: () =>
        expect(
          page.getByRole('button', { name: `Embed ${ORGANIZATION} on your site` }),
        ).toBeVisible(),
    });
    await page.getByRole('button', { name: `Embed ${ORGANIZATION} on your site` }).click();
    const dialog = page.getByRole('dialog', { name: 'On your website' });
    await expect(dialog).toBeVisible();

    // The preview is the real embed, framed from the product.
    const preview = page.frameLocator(`iframe[title="Preview: open roles at ${ORGANIZATION}"]`);
    await expect(
      preview.getByRole('heading', { name: `Open roles at ${ORGANIZATION}` }),
    ).toBeVisible();
    await expect(preview.getByRole('link', { name: ROLE })).toBeVisible();
    // The badge as it will look, loaded: an image of its own size, not a broken one.
    const shownBadge = dialog.getByRole('img', { name: `${ORGANIZATION} on Catalyst Profiles` });
    await expect
      .poll(() => shownBadge.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(50);

    await dialog.getByLabel('Theme').selectOption('dark');
    await dialog.getByLabel('Language').selectOption('de');
    await expect(
      preview.getByRole('heading', { name: `Offene Stellen bei ${ORGANIZATION}` }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'embeds', 'snippets-dialog', { fullPage: false });
    // And further down the dialog: the code, the badge and the feed.
    await captureAtWidths(page, 'embeds', 'snippets-dialog-code', {
      fullPage: false,
      prepare: () => dialog.getByRole('textbox', { name: 'Feed address' }).scrollIntoViewIfNeeded(),
    });

    const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await dialog.getByRole('button', { name: 'Copy roles embed code' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied roles embed code' })).toBeVisible();
    const embed = await readClipboard();
    expect(embed).toBe(
      await dialog.getByRole('textbox', { name: 'Roles embed code' }).inputValue(),
    );
    expect(embed).toContain('?theme=dark&lang=de"');
    expect(embed).toContain(`title="Open roles at Harbour &amp; Hearth Housing Trust"`);

    await dialog.getByRole('button', { name: 'Copy badge code' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied badge code' })).toBeVisible();
    const badge = await readClipboard();
    expect(badge).toBe(await dialog.getByRole('textbox', { name: 'Badge code' }).inputValue());
    expect(refused).toEqual([]);

    // The organization's own site, with the code pasted as it was copied.
    const site = await hostSite(`<!doctype html><html lang="de"><title>Unsere Seite</title><body>
    ${badge}
    ${embed}
  </body></html>`);
    try {
      const visitor = await openPage({ javaScriptEnabled: true });
      await visitor.goto(site.url);
      const frame = visitor.frameLocator(`iframe[title="Open roles at ${ORGANIZATION}"]`);
      await expect(
        frame.getByRole('heading', { name: `Offene Stellen bei ${ORGANIZATION}` }),
      ).toBeVisible();
      const link = frame.getByRole('link', { name: ROLE });
      await expect(link).toHaveAttribute('target', '_blank');
      // Dark, as chosen: the frame's page is drawn on the dark palette's background.
      await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
      const image = visitor.getByRole('img', { name: `${ORGANIZATION} on Catalyst Profiles` });
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(50);
      await expect(
        visitor.getByRole('link', { name: `${ORGANIZATION} on Catalyst Profiles` }),
      ).toHaveAttribute('href', /\/organizations\/[a-z-]+\?ref=embed$/);
    } finally {
      await site.close();
    }
  });
});
