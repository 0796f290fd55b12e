import { authMessages, PASSWORD_MIN_LENGTH } from '@catalyst/shared';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';

/** The minimum length, shared with the web's forms. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
export const MAX_PASSWORD_LENGTH = 128;

export const WEAK_PASSWORD_MESSAGE = authMessages.weakPassword;
export const TOO_LONG_PASSWORD_MESSAGE = `Please choose a password of at most ${MAX_PASSWORD_LENGTH} characters.`;

type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';

/**
 * A password cracked within this many guesses by an attacker who knows how people choose
 * them is too weak. A million is what a random six-character password (the product's minimum)
 * is worth, so that stays allowed while 'Hunter2' or 'Passw0rd!' do not.
 */
const MIN_GUESSES = 1e6;
/** A word as predictable as the 10,000 most common ones... */
const PREDICTABLE_WORD_GUESSES = 1e4;
/** ...wrapped in digits and symbols as predictable as a year and a '!', is still weak. */
const PREDICTABLE_AFFIX_GUESSES = 1e5;
/**
 * The estimator's work grows faster than the length, and a password this long is never
 * guessed by pattern anyway: only its first characters are analysed.
 */
const ANALYSED_LENGTH = 32;
/** Bounds the l33t matcher, which otherwise explodes on symbol-heavy input (0.2 s at 40). */
const L33T_MAX_SUBSTITUTIONS = 20;

/**
 * zxcvbn-ts: its maintained lists (the most common passwords of the public breach corpora,
 * English words, names, seasons, months) with its pattern matchers (keyboard walks, l33t
 * substitutions, dates and years, sequences, repeats). Built on first use: loading the
 * dictionaries takes a tenth of a second.
 */
let estimator: ZxcvbnFactory | undefined;
function estimate(password: string, knownWords: string[]): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
    maxLength: ANALYSED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return estimator.check(password, knownWords);
}

/** What a password must not be made of: the product's name, and the person's own details. */
export interface PasswordContext {
  productName: string;
  email?: string | undefined;
  name?: string | undefined;
}

function knownWordsOf(context: PasswordContext): string[] {
  const product = context.productName;
  const words = [product, `${product} Profiles`, `${product}Profiles`, 'profiles'];
  if (context.email) {
    const [local = '', domain = ''] = context.email.toLowerCase().split('@');
    // The domain's names, not its top level ('org', 'com' are in too many good passwords).
    words.push(local, ...local.split(/[^a-z0-9]+/), ...domain.split('.').slice(0, -1));
  }
  if (context.name) {
    const parts = context.name.split(/\s+/);
    words.push(context.name, parts.join(''), ...parts);
  }
  return [...new Set(words.map((word) => word.trim().toLowerCase()))].filter(
    (word) => word.length >= 3,
  );
}

/**
 * 'Summer2024!', 'Catalyst1', 'P@ssword99': a predictable word with predictable digits and
 * symbols around it. zxcvbn prices the pieces separately and can rate the whole above its
 * threshold, so the word is judged without its dressing.
 */
function isDressedUpWord(password: string, knownWords: string[]): boolean {
  const parts = /^([^\p{L}]*)(.*?)([^\p{L}]*)$/u.exec(password);
  const [, prefix = '', word = '', suffix = ''] = parts ?? [];
  if (word.length === 0) return false;
  const core = estimate(word, knownWords);
  const onlyPatterns = core.sequence.every((match) => match.pattern !== 'bruteforce');
  if (!onlyPatterns || core.guesses >= PREDICTABLE_WORD_GUESSES) return false;
  const affixes = `${prefix}${suffix}`;
  return affixes.length === 0 || estimate(affixes, []).guesses < PREDICTABLE_AFFIX_GUESSES;
}

/** The common stand-ins for letters: 'C@t4lyst' reads as 'catalyst'. */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * 'CatalystProfiles1!', 'Catalyst-Profiles-2026', 'janedoe-example' for Jane Doe at
 * example.org: built of words an attacker aiming at this person tries first, which zxcvbn
 * prices one by one and can rate strong together. What is left once those words are taken
 * out (the letter stand-ins read as letters) must be a password in its own right.
 */
function isMadeOfKnownWords(password: string, knownWords: string[]): boolean {
  const lower = password.toLowerCase();
  const readable = [...lower].map((char) => LEET[char] ?? char).join('');
  const longestFirst = [...knownWords].sort((a, b) => b.length - a.length);
  return [lower, readable].some((candidate) => {
    let rest = candidate;
    for (const word of longestFirst) rest = rest.split(word).join(' ');
    if (rest === candidate) return false;
    const remainder = rest.replace(/\s+/g, '');
    return remainder.length === 0 || estimate(remainder, []).guesses < MIN_GUESSES;
  });
}

/**
 * The password rules: a minimum of 6 characters, and nothing an attacker would try early.
 * Both answer the weak-password message.
 */
export function findPasswordProblem(
  password: string,
  context: PasswordContext,
): PasswordProblem | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > MAX_PASSWORD_LENGTH) return 'PASSWORD_TOO_LONG';
  const normalized = password.normalize('NFKC');
  const knownWords = knownWordsOf(context);
  if (estimate(normalized, knownWords).guesses < MIN_GUESSES) return 'PASSWORD_TOO_COMMON';
  if (isDressedUpWord(normalized, knownWords)) return 'PASSWORD_TOO_COMMON';
  if (isMadeOfKnownWords(normalized, knownWords)) return 'PASSWORD_TOO_COMMON';
  return undefined;
}
