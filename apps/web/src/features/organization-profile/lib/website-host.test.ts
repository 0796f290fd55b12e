import { describe, expect, it } from 'vitest';
import { externalUrl, websiteHost } from './website-host';

describe('websiteHost', () => {
  it.each([
    ['https://www.brightfield.example.org/path', 'brightfield.example.org'],
    ['https://brightfield-solar-commons.example.org', 'brightfield-solar-commons.example.org'],
    ['http://WWW.Example.ORG/?q=1#top', 'example.org'],
    ['https://blog.example.org:8080/posts', 'blog.example.org'],
    ['  https://www.example.org  ', 'example.org'],
    ['example.org/about', 'example.org'],
    ['www.example.org', 'example.org'],
    ['https://www2.example.org', 'www2.example.org'],
  ])('reads %s as %s', (url, host) => {
    expect(websiteHost(url)).toBe(host);
  });

  it.each(['not a url', 'https://', 'javascript:alert(1)', 'mailto:hello@example.org', ''])(
    'gives back %j unchanged when it is no web address',
    (url) => {
      expect(websiteHost(url)).toBe(url);
    },
  );
});

describe('externalUrl', () => {
  it('keeps http and https addresses', () => {
    expect(externalUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(externalUrl('http://example.org')).toBe('http://example.org/');
  });

  it('reads an address without a scheme as https', () => {
    expect(externalUrl('example.org:8080/about')).toBe('https://example.org:8080/about');
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'a b c'])(
    'refuses %j',
    (url) => {
      expect(externalUrl(url)).toBeNull();
    },
  );
});
