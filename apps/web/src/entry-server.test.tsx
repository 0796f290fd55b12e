// @vitest-environment node
import type { SiteConfig } from '@catalyst/shared';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureServerRendering, render } from './entry-server';

vi.mock('react-dom/server', { spy: true });

const site: SiteConfig = {
  productName: 'Catalyst',
  publicUrl: 'https://catalyst.example',
  contact: {
    generalEmail: 'hello@catalyst.example',
    supportEmail: 'support@catalyst.example',
    privacyEmail: 'privacy@catalyst.example',
    phone: '+1 555 0100',
    directorUrl: 'https://catalyst.example/director',
  },
  social: { linkedin: '', twitter: '', instagram: '' },
};

/** The API as the server answers a page's requests: nothing here, in the API's own words. */
function notFound(): Promise<Response> {
  const body = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  return Promise.resolve(
    new Response(body, { status: 404, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => vi.mocked(renderToString).mockClear());

describe('the server render', () => {
  it('writes the same page at once as the streaming renderer does once a lazy part suspended', async () => {
    configureServerRendering({ site, transport: notFound });
    const address = 'https://catalyst.example/organizations/no-such-organization';

    // The first render meets the layout's lazy parts: React's synchronous renderer gives up on
    // them, and the page is left to the streaming one, which waits for them.
    const first = await render(new Request(address));
    expect(vi.mocked(renderToString).mock.results[0]?.value).toContain('<!--$!-->');
    const streamed = Buffer.from(first.html).toString('utf8');
    expect(streamed).not.toContain('<!--$?-->');
    expect(streamed).not.toContain('<!--$!-->');

    // Loaded since, they render at once: the synchronous renderer's page is kept, the same.
    vi.mocked(renderToString).mockClear();
    const second = await render(new Request(address));
    expect(renderToString).toHaveBeenCalledTimes(1);
    expect(vi.mocked(renderToString).mock.results[0]?.value).toBe(streamed);
    expect(Buffer.from(second.html).toString('utf8')).toBe(streamed);
    expect(second.routeModules).toEqual(first.routeModules);
  });
});
