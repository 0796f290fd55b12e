import { describe, expect, it } from 'vitest';
import { escapeAttribute, siteSnippets, type SiteSnippetOptions } from './site-snippets';

const options: SiteSnippetOptions = {
  origin: 'https://profiles.example.org',
  productName: 'Catalyst',
  organization: { slug: 'green-futures', name: 'Green Futures' },
  theme: 'dark',
  lang: 'de',
};

/** The snippet as a browser reads it: the one element it makes, and its attributes. */
function parse(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  expect(template.content.children).toHaveLength(1);
  return template.content.firstElementChild!;
}

describe('siteSnippets', () => {
  it('frames the roles at the chosen theme and language, on the public origin', () => {
    const { embed, embedUrl } = siteSnippets(options);
    expect(embedUrl).toBe(
      'https://profiles.example.org/embed/organizations/green-futures/roles?theme=dark&lang=de',
    );
    expect(embed).toBe(
      '<iframe src="https://profiles.example.org/embed/organizations/green-futures/roles?theme=dark&lang=de" title="Open roles at Green Futures" width="100%" height="400" style="border:0" loading="lazy"></iframe>',
    );
  });

  it('links the badge to the profile, and gives the feed’s address', () => {
    const { badge, badgeUrl, badgeAlt, feedUrl } = siteSnippets(options);
    expect(badgeUrl).toBe('https://profiles.example.org/badges/green-futures.svg');
    expect(badgeAlt).toBe('Green Futures on Catalyst Profiles');
    expect(badge).toBe(
      '<a href="https://profiles.example.org/organizations/green-futures?ref=embed"><img src="https://profiles.example.org/badges/green-futures.svg" alt="Green Futures on Catalyst Profiles" height="20"></a>',
    );
    expect(feedUrl).toBe('https://profiles.example.org/organizations/green-futures/roles.atom');
  });

  it('keeps a path the public address has, and drops its trailing slash', () => {
    const { embedUrl, feedUrl } = siteSnippets({
      ...options,
      origin: 'https://example.org/directory/',
    });
    expect(embedUrl).toBe(
      'https://example.org/directory/embed/organizations/green-futures/roles?theme=dark&lang=de',
    );
    expect(feedUrl).toBe('https://example.org/directory/organizations/green-futures/roles.atom');
  });

  it('escapes the name, so quotes and tags in it stay text of the title and the alt', () => {
    const name = `Tom's "Bits" & <Bobs>`;
    const { embed, badge } = siteSnippets({ ...options, organization: { slug: 'toms', name } });
    expect(embed).toContain('title="Open roles at Tom&#39;s &quot;Bits&quot; &amp; &lt;Bobs&gt;"');
    expect(badge).toContain(
      'alt="Tom&#39;s &quot;Bits&quot; &amp; &lt;Bobs&gt; on Catalyst Profiles"',
    );

    const frame = parse(embed);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('title')).toBe(`Open roles at ${name}`);
    expect(frame.getAttribute('src')).toBe(
      'https://profiles.example.org/embed/organizations/toms/roles?theme=dark&lang=de',
    );
    expect(frame.getAttributeNames().sort()).toEqual(
      ['height', 'loading', 'src', 'style', 'title', 'width'].sort(),
    );

    const link = parse(badge);
    expect(link.tagName).toBe('A');
    expect(link.children).toHaveLength(1);
    expect(link.querySelector('img')?.getAttribute('alt')).toBe(`${name} on Catalyst Profiles`);
  });

  it('writes the slug into the addresses encoded', () => {
    const { embedUrl, badgeUrl } = siteSnippets({
      ...options,
      organization: { slug: 'a"b c', name: 'Odd' },
    });
    expect(embedUrl).toBe(
      'https://profiles.example.org/embed/organizations/a%22b%20c/roles?theme=dark&lang=de',
    );
    expect(badgeUrl).toBe('https://profiles.example.org/badges/a%22b%20c.svg');
  });
});

describe('escapeAttribute', () => {
  it('leaves plain text as it is', () => {
    expect(escapeAttribute('Open roles at Café Ünited')).toBe('Open roles at Café Ünited');
  });

  it('escapes the ampersand first, so an entity in the name is shown, not read', () => {
    expect(escapeAttribute('&quot;')).toBe('&amp;quot;');
  });
});
