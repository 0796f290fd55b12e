/**
 * Descriptions of 150 to 1,000 characters, told the way organizations describe themselves:
 * a mission first, then some of how they started, whom they serve, how they work, what they
 * count, who funds them. Sentence shapes and fillers vary independently, so no two repeat.
 */
import { ORGANIZATION_DESCRIPTION_MAX } from '@catalyst/shared';
import {
  ACTION_VERBS,
  AREAS,
  BELIEFS,
  BENEFICIARIES,
  BOARD_MEMBERS,
  CAUSES_BY_IMPACT,
  CONTEXTS,
  FUNDERS,
  GAINS,
  LANGUAGES,
  LEGAL_FORMS,
  METHODS,
  METRICS,
  MILESTONES,
  MISSION_VERBS,
  MOTTOS,
  ORIGINS,
  OUTCOMES,
  PARTNERS,
  PEOPLE_UNITS,
  PROGRAMME_NAMES,
  PURPOSES,
  RESOURCES,
  RESULT_UNITS,
  ROLES,
  SMALL_STARTS,
  STAFF,
  STAFF_SCOPES,
} from './description-words.data.js';
import { between, chance, pick, shuffled, type Random } from './random-tools.js';

/** The shortest description: below it a profile says too little to be found by what it does. */
const DESCRIPTION_MIN = 150;

interface DescriptionContext {
  name: string;
  /** The language of the name: a non-English name may come with a motto in its language. */
  nameLanguage: string;
  city: string;
  /** Other places in the same country, for organizations that work beyond their base. */
  places: string[];
  countryName: string;
  impactAreas: string[];
  foundedYear: number;
  publishedYear: number;
}

/** A count that reads like a real one: 40, 350, 1,200, 18,000. */
function roundCount(random: Random): string {
  const magnitude = pick(random, [10, 100, 1_000, 10_000]);
  const count = between(random, 2, 95) * magnitude;
  return (
    magnitude >= 1_000 && chance(random, 0.5) ? count + between(random, 1, 9) * 10 : count
  ).toLocaleString('en');
}

function causeOf(random: Random, context: DescriptionContext): string {
  const area = chance(random, 0.8) ? context.impactAreas[0]! : pick(random, context.impactAreas);
  return pick(random, CAUSES_BY_IMPACT[area] ?? CAUSES_BY_IMPACT['education']!);
}

/** Country names that read with an article: the Philippines, the United Kingdom. */
function countryInProse(name: string): string {
  return /^(United|Central|Dominican|Czech|Democratic)|Republic|Islands|^(Netherlands|Philippines|Bahamas|Gambia|Maldives|Seychelles|Comoros)$/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** Another place in the organization's country than its base, where there is one. */
function otherPlace(random: Random, context: DescriptionContext): string {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const place = pick(random, context.places);
    if (place !== context.city) return place;
  }
  return 'the surrounding region';
}

function listOf(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Where the work happens, as a phrase that follows "in". */
function somePlace(random: Random, context: DescriptionContext): string {
  const roll = random();
  if (roll < 0.45) return context.city;
  if (roll < 0.75) return `${context.city} and ${otherPlace(random, context)}`;
  if (roll < 0.9) return `the wider ${context.city} area`;
  return `communities across ${countryInProse(context.countryName)}`;
}

function yearBetween(random: Random, from: number, to: number): number {
  return from >= to ? to : between(random, from, to);
}

type Sentence = (random: Random, context: DescriptionContext) => string;

const MISSIONS: Sentence[] = [
  (random, context) =>
    `${context.name} ${pick(random, MISSION_VERBS)} ${causeOf(random, context)} for ${pick(random, BENEFICIARIES)} in ${somePlace(random, context)}.`,
  (random, context) =>
    `We ${pick(random, ACTION_VERBS)} ${pick(random, BENEFICIARIES)} in ${somePlace(random, context)} through ${pick(random, METHODS)} and ${pick(random, METHODS)}.`,
  (random, context) =>
    `At ${context.name}, we believe ${pick(random, BELIEFS)}, so we focus on ${causeOf(random, context)}.`,
  (random, context) =>
    `${context.name} is ${pick(random, LEGAL_FORMS)} working on ${causeOf(random, context)} and ${causeOf(random, context)} from ${context.city}.`,
];

const SENTENCES: Sentence[] = [
  (random, context) =>
    `Founded in ${context.foundedYear}, we started with ${pick(random, SMALL_STARTS)} and now work in ${between(random, 3, 240)} ${pick(random, AREAS)}.`,
  (random, context) =>
    `Last year we reached ${roundCount(random)} ${pick(random, PEOPLE_UNITS)} across ${between(random, 2, 90)} ${pick(random, AREAS)} around ${otherPlace(random, context)}.`,
  (random) =>
    `Our ${pick(random, METHODS)} lead to ${pick(random, OUTCOMES)} and ${pick(random, OUTCOMES)}.`,
  (random, context) =>
    `We work alongside ${pick(random, PARTNERS)} and ${pick(random, PARTNERS)} to make ${causeOf(random, context)} part of everyday life.`,
  (random) =>
    `Funding comes from ${pick(random, FUNDERS)}, ${pick(random, FUNDERS)} and ${pick(random, FUNDERS)}, which keeps us independent.`,
  (random) => `Every programme is designed with ${pick(random, BENEFICIARIES)}, not just for them.`,
  (random) =>
    `We measure what matters and publish it every year: ${listOf(shuffled(random, METRICS).slice(0, 3))}.`,
  (random, context) =>
    `Our team of ${between(random, 3, 400)} ${pick(random, STAFF)} is based in ${context.city} and works ${pick(random, STAFF_SCOPES)}.`,
  (random, context) =>
    `In ${yearBetween(random, context.foundedYear, context.publishedYear)}, ${pick(random, MILESTONES)}.`,
  (random) => `We believe ${pick(random, BELIEFS)}.`,
  (random, context) =>
    `In ${otherPlace(random, context)}, ${pick(random, CONTEXTS)}, and that is where we started.`,
  (random) =>
    `We are looking for ${pick(random, ROLES)} and ${pick(random, ROLES)} who want to ${pick(random, PURPOSES)}.`,
  (random) =>
    `Our ${pick(random, PROGRAMME_NAMES)} programme trains ${roundCount(random)} ${pick(random, PEOPLE_UNITS)} each year in ${pick(random, METHODS)}.`,
  (random, context) =>
    `Since ${yearBetween(random, context.foundedYear, context.publishedYear)}, we have supported ${roundCount(random)} ${pick(random, PEOPLE_UNITS)} and counted ${pick(random, METRICS)} at every step.`,
  (random) =>
    `So far our work adds up to ${roundCount(random)} ${pick(random, RESULT_UNITS)} and ${roundCount(random)} ${pick(random, RESULT_UNITS)}.`,
  (random) =>
    `All of our ${pick(random, RESOURCES)} are published under open licences so others can adapt them.`,
  (random) => `We are ${pick(random, LEGAL_FORMS)} and publish our accounts every year.`,
  (random, context) =>
    `Through ${pick(random, METHODS)}, ${pick(random, BENEFICIARIES)} in ${otherPlace(random, context)} ${pick(random, GAINS)}.`,
  (random) => `We started because ${pick(random, ORIGINS)}.`,
  (random) => `${between(random, 72, 94)}% of what we spend goes directly to programmes.`,
  (random) =>
    `We run ${pick(random, METHODS)} in ${pick(random, LANGUAGES)} and ${pick(random, LANGUAGES)}.`,
  (random) =>
    `Our board includes ${pick(random, BOARD_MEMBERS)} and ${pick(random, BOARD_MEMBERS)}.`,
  (random, context) =>
    `Next, we want to bring ${pick(random, METHODS)} to ${otherPlace(random, context)} and double what we do on ${causeOf(random, context)}.`,
  (random) =>
    `${pick(random, BENEFICIARIES).replace(/^./, (first) => first.toUpperCase())} tell us the hardest part is rarely the idea: it is ${pick(random, ['time', 'money', 'trust', 'distance', 'paperwork', 'childcare', 'transport'])}.`,
];

/** A length to aim for: most descriptions are a few sentences, some run to the limit. */
function targetLength(random: Random): number {
  return Math.round(
    DESCRIPTION_MIN + (ORGANIZATION_DESCRIPTION_MAX - DESCRIPTION_MIN) * random() ** 1.7,
  );
}

export function organizationDescription(random: Random, context: DescriptionContext): string {
  const target = targetLength(random);
  let text = pick(random, MISSIONS)(random, context);
  const motto = MOTTOS[context.nameLanguage];
  if (motto && chance(random, 0.35)) text += ` ${pick(random, motto)}`;
  for (const sentence of shuffled(random, SENTENCES)) {
    if (text.length >= target) break;
    const next = sentence(random, context);
    // A sentence that would pass the limit is left out; a shorter one may still fit.
    if (text.length + 1 + next.length <= ORGANIZATION_DESCRIPTION_MAX) text += ` ${next}`;
  }
  return text;
}
