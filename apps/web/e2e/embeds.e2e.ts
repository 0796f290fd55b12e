import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenRole } from '@catalyst/shared';
import { fetchOrganizations } from './support/api';
import { expect, test } from './support/fixtures';

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
        new RegExp(`/organizations/${slug}/roles/${role.id}$`),
      );
    }
    // The badge loaded: an image of its own size, not a broken one.
    const badge = page.getByRole('img', { name: 'Our profile' });
    await expect
      .poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(50);
    expect(blocked).toEqual([]);
  } finally {
    await site.close();
  }
});
