import { describe, expect, it } from 'vitest';
import { foldForSearch, matchCountries } from './match-countries';

const countries = [
  { code: 'AF', name: 'Afghanistan' },
  { code: 'AX', name: 'Åland Islands' },
  { code: 'AU', name: 'Australia' },
  { code: 'CI', name: "Côte d'Ivoire" },
  { code: 'CD', name: 'Democratic Republic of the Congo' },
  { code: 'PT', name: 'Portugal' },
  { code: 'CG', name: 'Republic of the Congo' },
  { code: 'SG', name: 'Singapore' },
  { code: 'TR', name: 'Türkiye' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];
const names = (typed: string) => matchCountries(countries, typed).map((country) => country.name);

describe('foldForSearch', () => {
  it('drops case, accents and apostrophes and keeps single spaces', () => {
    expect(foldForSearch("  Côte d'Ivoire ")).toBe('cote divoire');
    expect(foldForSearch('Åland  Islands')).toBe('aland islands');
    expect(foldForSearch('São Tomé and Príncipe')).toBe('sao tome and principe');
    expect(foldForSearch('Cocos (Keeling) Islands')).toBe('cocos keeling islands');
    expect(foldForSearch('Færøerne')).toBe('faeroerne');
  });
});

describe('matchCountries', () => {
  it('answers every country, in order, when nothing is typed', () => {
    expect(names('')).toEqual(countries.map((country) => country.name));
    expect(names('   ')).toHaveLength(countries.length);
  });

  it('finds names whatever the accents and case', () => {
    expect(names('cote')).toEqual(["Côte d'Ivoire"]);
    expect(names("COTE D'IVOIRE")).toEqual(["Côte d'Ivoire"]);
    expect(names('turkiye')).toEqual(['Türkiye']);
    expect(names('aland')).toEqual(['Åland Islands']);
  });

  it('puts a name that begins with the text before one that only contains it', () => {
    expect(names('por')).toEqual(['Portugal', 'Singapore']);
    expect(names('Portugal')[0]).toBe('Portugal');
  });

  it('ranks a word that begins with the text, then the two-letter code, then any part', () => {
    expect(names('kingdom')).toEqual(['United Kingdom']);
    expect(names('us')[0]).toBe('United States');
    expect(names('us')).toContain('Australia');
    expect(names('congo')).toEqual(['Democratic Republic of the Congo', 'Republic of the Congo']);
  });

  it('matches several typed words that each begin a word of the name', () => {
    expect(names('rep congo')).toEqual([
      'Republic of the Congo',
      'Democratic Republic of the Congo',
    ]);
  });

  it('answers nothing for text no name holds', () => {
    expect(names('atlantis')).toEqual([]);
  });
});
