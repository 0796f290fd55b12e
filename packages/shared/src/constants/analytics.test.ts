import { describe, expect, it } from 'vitest';
import { viewSourceOf, withoutViewSource, withViewSource } from './analytics.js';

describe('the marker of a visit through an embed or a feed', () => {
  it('is added to an address, its query and fragment kept', () => {
    expect(withViewSource('/organizations/fen', 'embed')).toBe('/organizations/fen?ref=embed');
    expect(withViewSource('https://profiles.test/organizations/fen/roles/7', 'feed')).toBe(
      'https://profiles.test/organizations/fen/roles/7?ref=feed',
    );
    expect(withViewSource('/organizations/fen?tab=roles#open', 'feed')).toBe(
      '/organizations/fen?tab=roles&ref=feed#open',
    );
  });

  it('is read only when it names one of the site’s sources', () => {
    expect(viewSourceOf(new URLSearchParams('ref=embed'))).toBe('embed');
    expect(viewSourceOf(new URLSearchParams('a=1&ref=feed'))).toBe('feed');
    for (const query of ['', 'ref=newsletter', 'ref=EMBED', 'xref=embed']) {
      expect(viewSourceOf(new URLSearchParams(query)), query).toBeUndefined();
    }
  });

  it('is taken out of an address, the rest of it kept byte for byte', () => {
    const cases: Array<[string, string]> = [
      ['/organizations/fen?ref=embed', '/organizations/fen'],
      ['/organizations/fen?ref=feed', '/organizations/fen'],
      ['/?ref=feed&q=solar%20power&country=KE', '/?q=solar%20power&country=KE'],
      ['/?q=solar+power&ref=embed', '/?q=solar+power'],
      ['/?q=a&ref=embed&country=KE', '/?q=a&country=KE'],
      ['/organizations/fen?ref=embed&ref=feed', '/organizations/fen'],
      // Not the site's marker, or not a marker at all: left as they are.
      ['/organizations/fen?ref=newsletter', '/organizations/fen?ref=newsletter'],
      ['/organizations/fen?xref=embed', '/organizations/fen?xref=embed'],
      ['/organizations/fen?ref=embedded', '/organizations/fen?ref=embedded'],
      ['/organizations/fen?', '/organizations/fen?'],
      ['/organizations/fen', '/organizations/fen'],
    ];
    for (const [address, expected] of cases)
      expect(withoutViewSource(address), address).toBe(expected);
  });
});
