/**
 * Names composed the way mission-driven organizations are named: a landmark or an image, a
 * focus, a legal or organizational form, in the languages of the organization's country.
 * No serial numbers: the same name comes up again only by chance, as it does in real life.
 */
import {
  ACRONYMS,
  BRAND_STEMS,
  BRAND_SUFFIXES,
  BRAND_TYPES,
  ENGLISH_ADJECTIVES,
  ENGLISH_FEATURES,
  ENGLISH_FOCUS_BY_IMPACT,
  ENGLISH_GENERIC_FOCUS,
  ENGLISH_LANDMARKS,
  ENGLISH_NOUNS,
  ENGLISH_PEOPLE,
  ENGLISH_PURPOSES,
  ENGLISH_TYPES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  HINDI_TYPES,
  HINDI_WORDS,
  LANDMARK_PREFIXES,
  LANDMARK_SUFFIXES,
  LANGUAGE_WORDS,
  LOCAL_WORDS,
  SWAHILI_TYPES,
  SWAHILI_WORDS,
  type LanguageWords,
} from './name-words.data.js';
import { chance, pick, weighted, type Random } from './random-tools.js';

export interface NameContext {
  countryCode: string;
  countryName: string;
  city: string;
  /** The organization's first impact area: its name often says what it works on. */
  impactArea: string;
}

export type NameLanguage = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'sw' | 'hi';
type Mix = [NameLanguage, number][];

const mostlySpanish: Mix = [
  ['es', 85],
  ['en', 15],
];
const mostlyPortuguese: Mix = [
  ['pt', 85],
  ['en', 15],
];
const partlyPortuguese: Mix = [
  ['pt', 70],
  ['en', 30],
];
const mostlyFrench: Mix = [
  ['fr', 85],
  ['en', 15],
];
const partlyFrench: Mix = [
  ['fr', 65],
  ['en', 35],
];

function mixFor(codes: string, mix: Mix): [string, Mix][] {
  return codes.split(' ').map((code) => [code, mix]);
}

/** Which languages a country's organizations are named in; English everywhere else. */
const LANGUAGE_MIX = new Map<string, Mix>([
  ...mixFor('ES MX CO AR CL PE EC GT HN NI SV CR PA DO BO PY UY VE CU', mostlySpanish),
  ...mixFor('PR GQ', [
    ['es', 50],
    ['en', 50],
  ]),
  ...mixFor('BR PT', mostlyPortuguese),
  ...mixFor('AO MZ CV GW ST TL', partlyPortuguese),
  ...mixFor('FR MC RE GP MQ GF PF NC YT BL MF PM WF TF', mostlyFrench),
  ...mixFor('SN CI ML BF NE TG BJ GN CD CG GA TD CF MG HT KM DJ BI', partlyFrench),
  ...mixFor('CM DZ MA TN LB', [
    ['fr', 45],
    ['en', 55],
  ]),
  ...mixFor('DE AT LI', [
    ['de', 80],
    ['en', 20],
  ]),
  ...mixFor('IT SM VA', [
    ['it', 85],
    ['en', 15],
  ]),
  ...mixFor('NL', [
    ['nl', 60],
    ['en', 40],
  ]),
  ...mixFor('SR AW CW SX BQ', [
    ['nl', 50],
    ['en', 50],
  ]),
  ...mixFor('BE', [
    ['fr', 40],
    ['nl', 40],
    ['en', 20],
  ]),
  ...mixFor('CH', [
    ['de', 45],
    ['fr', 30],
    ['it', 5],
    ['en', 20],
  ]),
  ...mixFor('LU', [
    ['fr', 45],
    ['de', 20],
    ['en', 35],
  ]),
  ...mixFor('CA', [
    ['en', 78],
    ['fr', 22],
  ]),
  ...mixFor('KE', [
    ['en', 65],
    ['sw', 35],
  ]),
  ...mixFor('TZ', [
    ['sw', 60],
    ['en', 40],
  ]),
  ...mixFor('UG', [
    ['en', 85],
    ['sw', 15],
  ]),
  ...mixFor('IN', [
    ['en', 60],
    ['hi', 40],
  ]),
  ...mixFor('NP', [
    ['en', 85],
    ['hi', 15],
  ]),
]);

const languagePickers = new Map<string, (random: Random) => NameLanguage>();
function languageFor(countryCode: string): (random: Random) => NameLanguage {
  let picker = languagePickers.get(countryCode);
  if (!picker) {
    picker = weighted(LANGUAGE_MIX.get(countryCode) ?? [['en', 1]]);
    languagePickers.set(countryCode, picker);
  }
  return picker;
}

const englishType = weighted(ENGLISH_TYPES);

function englishFocus(random: Random, impactArea: string): string {
  const specific = ENGLISH_FOCUS_BY_IMPACT[impactArea];
  return specific && chance(random, 0.6)
    ? pick(random, specific)
    : pick(random, ENGLISH_GENERIC_FOCUS);
}

/** Short country names read naturally after an acronym: SEED Kenya, not SEED Saint Helena…. */
function shortCountryName(context: NameContext): string | undefined {
  return context.countryName.length <= 12 ? context.countryName : undefined;
}

function landmark(random: Random): string {
  return chance(random, 0.6)
    ? `${pick(random, LANDMARK_PREFIXES)}${pick(random, LANDMARK_SUFFIXES)}`
    : pick(random, ENGLISH_LANDMARKS);
}

/** One focus, or two joined as organizations that do both name themselves: Water and Soil. */
function englishFocusPhrase(random: Random, impactArea: string): string {
  const first = englishFocus(random, impactArea);
  if (!chance(random, 0.25)) return first;
  const second = englishFocus(random, impactArea);
  return second === first ? first : `${first} and ${second}`;
}

type NameBuilder = (random: Random, context: NameContext) => string;

const englishPatterns: [NameBuilder, number][] = [
  [
    (random, context) =>
      `${landmark(random)} ${englishFocusPhrase(random, context.impactArea)} ${englishType(random)}`,
    22,
  ],
  [
    (random, context) =>
      `${pick(random, ENGLISH_ADJECTIVES)} ${pick(random, ENGLISH_NOUNS)} ${englishFocus(random, context.impactArea)} ${englishType(random)}`,
    18,
  ],
  [
    (random) =>
      `${pick(random, ENGLISH_ADJECTIVES)} ${pick(random, ENGLISH_NOUNS)} ${englishType(random)}`,
    6,
  ],
  [
    (random, context) =>
      `${context.city} ${englishFocusPhrase(random, context.impactArea)} ${englishType(random)}`,
    10,
  ],
  [
    (random, context) => {
      const local = LOCAL_WORDS[context.countryCode];
      const lead = local && chance(random, 0.8) ? pick(random, local) : landmark(random);
      return `${lead} ${englishFocusPhrase(random, context.impactArea)} ${englishType(random)}`;
    },
    8,
  ],
  [
    (random, context) =>
      chance(random, 0.5)
        ? `The ${pick(random, ENGLISH_NOUNS)} ${englishType(random)}`
        : `The ${englishFocus(random, context.impactArea)} ${pick(random, ENGLISH_NOUNS)} Project`,
    4,
  ],
  [
    (random, context) => {
      const family = pick(random, FAMILY_NAMES);
      const form = random();
      if (form < 0.45) return `${pick(random, GIVEN_NAMES)} ${family} Foundation`;
      if (form < 0.75) return `The ${family} Family Foundation`;
      return `${family} ${englishFocus(random, context.impactArea)} Trust`;
    },
    4,
  ],
  [
    (random) => {
      const brand = `${pick(random, BRAND_STEMS)}${pick(random, BRAND_SUFFIXES)}`;
      return chance(random, 0.6) ? `${brand} ${pick(random, BRAND_TYPES)}` : brand;
    },
    4,
  ],
  [(random) => `${pick(random, ENGLISH_PEOPLE)} for ${pick(random, ENGLISH_PURPOSES)}`, 3],
  [
    (random, context) =>
      chance(random, 0.5)
        ? `Friends of the ${landmark(random)} ${pick(random, ENGLISH_FEATURES)}`
        : `Friends of ${context.city} ${pick(random, ENGLISH_FEATURES)}`,
    4,
  ],
  [
    (random, context) => {
      const country = shortCountryName(context);
      return country
        ? `${pick(random, ACRONYMS)} ${country}`
        : `${pick(random, ACRONYMS)} ${englishType(random)}`;
    },
    1,
  ],
];

function languagePatterns(vocabulary: LanguageWords): [NameBuilder, number][] {
  const type = weighted(vocabulary.types);
  const suffixes = vocabulary.suffixes;
  const patterns: [NameBuilder, number][] = [
    [
      (random) =>
        `${type(random)} ${pick(random, vocabulary.pluralNouns)} ${pick(random, vocabulary.regions)}`,
      26,
    ],
    [
      (random) =>
        vocabulary.adjectives.length > 0
          ? `${type(random)} ${pick(random, vocabulary.nouns)} ${pick(random, vocabulary.adjectives)}`
          : `${type(random)} ${pick(random, vocabulary.nouns)} ${pick(random, vocabulary.regions)}`,
      20,
    ],
    [(random) => `${type(random)} ${pick(random, GIVEN_NAMES)} ${pick(random, FAMILY_NAMES)}`, 14],
    [(random, context) => `${type(random)} ${pick(random, vocabulary.nouns)} ${context.city}`, 14],
    [
      (random, context) =>
        `${type(random)} ${pick(random, vocabulary.pluralNouns)} ${context.city}`,
      12,
    ],
    [(random) => `${type(random)} ${pick(random, vocabulary.causes)}`, 8],
    [
      (random) =>
        `${type(random)} ${vocabulary.of} ${pick(random, vocabulary.people)} ${pick(random, vocabulary.causes)}`,
      10,
    ],
  ];
  if (suffixes) {
    patterns.push([
      (random, context) =>
        `${pick(random, vocabulary.nouns)} ${context.city} ${pick(random, suffixes)}`,
      16,
    ]);
  } else if (vocabulary.adjectives.length > 0) {
    patterns.push(
      [(random) => `${pick(random, vocabulary.nouns)} ${pick(random, vocabulary.adjectives)}`, 6],
      [
        (random, context) =>
          `${type(random)} ${pick(random, vocabulary.nouns)} ${pick(random, vocabulary.adjectives)} ${context.city}`,
        10,
      ],
    );
  }
  return patterns;
}

const swahiliPatterns: [NameBuilder, number][] = [
  [
    (random, context) =>
      `${pick(random, SWAHILI_WORDS)} ${englishFocus(random, context.impactArea)} ${pick(random, SWAHILI_TYPES)}`,
    40,
  ],
  [
    (random) =>
      `${pick(random, SWAHILI_WORDS)} ${pick(random, SWAHILI_WORDS)} ${pick(random, SWAHILI_TYPES)}`,
    30,
  ],
  [(random) => `${pick(random, SWAHILI_WORDS)} ${pick(random, SWAHILI_TYPES)}`, 15],
  [(random, context) => `${pick(random, SWAHILI_WORDS)} ${context.city}`, 15],
];

const hindiPatterns: [NameBuilder, number][] = [
  [
    (random) =>
      `${pick(random, HINDI_WORDS)} ${pick(random, HINDI_WORDS)} ${pick(random, HINDI_TYPES)}`,
    40,
  ],
  [
    (random, context) =>
      `${pick(random, HINDI_WORDS)} ${englishFocus(random, context.impactArea)} ${pick(random, HINDI_TYPES)}`,
    30,
  ],
  [(random) => `${pick(random, HINDI_WORDS)} ${pick(random, HINDI_TYPES)}`, 15],
  [
    (random, context) =>
      `${pick(random, HINDI_WORDS)} ${context.city} ${pick(random, HINDI_TYPES)}`,
    15,
  ],
];

const builders: Record<NameLanguage, (random: Random) => NameBuilder> = {
  en: weighted(englishPatterns),
  sw: weighted(swahiliPatterns),
  hi: weighted(hindiPatterns),
  es: weighted(languagePatterns(LANGUAGE_WORDS['es']!)),
  pt: weighted(languagePatterns(LANGUAGE_WORDS['pt']!)),
  fr: weighted(languagePatterns(LANGUAGE_WORDS['fr']!)),
  de: weighted(languagePatterns(LANGUAGE_WORDS['de']!)),
  it: weighted(languagePatterns(LANGUAGE_WORDS['it']!)),
  nl: weighted(languagePatterns(LANGUAGE_WORDS['nl']!)),
};

export interface ComposedName {
  name: string;
  /** The language the name is in; its description may carry a motto in it. */
  language: NameLanguage;
}

export function organizationName(random: Random, context: NameContext): ComposedName {
  const language = languageFor(context.countryCode)(random);
  return { name: builders[language](random)(random, context), language };
}
