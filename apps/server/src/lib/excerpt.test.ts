import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.js';

describe('excerpt', () => {
  it('leaves a short text alone', () => {
    expect(excerpt('Clean water for all.', 40)).toBe('Clean water for all.');
  });

  it('cuts after the last whole word that fits, and says so', () => {
    const text = 'We build solar microgrids with rural cooperatives, then train local technicians.';
    const cut = excerpt(text, 40);
    expect(cut).toBe('We build solar microgrids with rural…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts inside a word only when no space is near', () => {
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
