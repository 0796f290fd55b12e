/**
 * One published, paid organization as the app stores it, composed from the directory's
 * vocabularies. The same seed and taxonomy give the same sequence of organizations.
 */
import { seededRandom } from '../../test/seeded-random.js';
import { categoryPicker, IMPACT_GROUP, type TaxonomyCategory } from './category-mix.js';
import { organizationDescription } from './descriptions.js';
import { organizationName, type ComposedName, type NameContext } from './organization-names.js';
import { COUNTRY_PLACES } from './places.data.js';
import {
  chance,
  pick,
  seededHex,
  seededToken,
  seededUuid,
  weighted,
  words,
  type Random,
} from './random-tools.js';
import { organizationTimeline } from './timeline.js';

interface TaxonomyCountry {
  code: string;
  name: string;
}

export interface SyntheticOrganization {
  id: string;
  name: string;
  description: string;
  countryCode: string;
  location: string | null;
  foundedYear: number;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  blogUrl: string | null;
  logoUrl: string | null;
  createdBy: string;
  /** What the payments module records for a paid organization: its plan, or a guest grant. */
  subscriptionType: 'monthly' | 'annual' | 'guest';
  createdAt: Date;
  publishedAt: Date;
  updatedAt: Date;
  /** Display order: the first is the organization's main impact area. */
  categoryIds: string[];
}

const subscriptionType = weighted([
  ['monthly', 55],
  ['annual', 40],
  ['guest', 5],
] as const);

/**
 * A name already given is kept only this often (else composed anew): a real directory has a
 * few namesakes, not the many that a million draws from finite vocabularies would make.
 */
const KEEP_REPEATED_NAME = 0.01;
const NAME_ATTEMPTS = 8;

/** For the few owners who publish more than one organization. */
const OWNER_REUSE = 0.08;

/** The ASCII words of a name, for the addresses an organization would register. */
function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
}

const TOP_LEVEL_DOMAINS = words('org, org, org, com, net, ngo, org.uk, de, fr, co, io, africa');

/**
 * A generator of organizations over the taxonomy the database holds. Countries are drawn by
 * their share of the directory; one missing from the share table gets a small one.
 */
export function organizationGenerator(
  taxonomy: { categories: TaxonomyCategory[]; countries: TaxonomyCountry[] },
  seed: number,
): () => SyntheticOrganization {
  const random: Random = seededRandom(seed);
  const pickCategories = categoryPicker(taxonomy.categories);
  const impactAreaIds = new Set(
    taxonomy.categories.filter((category) => category.groupId === IMPACT_GROUP).map((c) => c.id),
  );
  const placesOf = new Map(
    taxonomy.countries.map((country) => {
      const known = COUNTRY_PLACES[country.code];
      return [country.code, known ? words(known.places) : [country.name]];
    }),
  );
  const countryNames = new Map(taxonomy.countries.map((country) => [country.code, country.name]));
  const pickCountry = weighted(
    taxonomy.countries.map(
      (country) => [country.code, COUNTRY_PLACES[country.code]?.share ?? 1] as const,
    ),
  );
  let lastOwner = seededToken(random, 32);
  const namesGiven = new Set<string>();

  function freshName(context: NameContext): ComposedName {
    let composed = organizationName(random, context);
    for (let attempt = 1; attempt < NAME_ATTEMPTS; attempt += 1) {
      if (!namesGiven.has(composed.name) || chance(random, KEEP_REPEATED_NAME)) break;
      composed = organizationName(random, context);
    }
    namesGiven.add(composed.name);
    return composed;
  }

  return () => {
    const countryCode = pickCountry(random);
    const places = placesOf.get(countryCode)!;
    const countryName = countryNames.get(countryCode)!;
    const city = pick(random, places);
    const categoryIds = pickCategories(random);
    const impactAreas = categoryIds.filter((id) => impactAreaIds.has(id));
    const timeline = organizationTimeline(random);
    const { name, language } = freshName({
      countryCode,
      countryName,
      city,
      impactArea: categoryIds[0]!,
    });
    const description = organizationDescription(random, {
      name,
      nameLanguage: language,
      city,
      places,
      countryName,
      impactAreas,
      foundedYear: timeline.foundedYear,
      publishedYear: timeline.publishedAt.getUTCFullYear(),
    });
    const slug = slugOf(name) || 'organization';
    const site = `https://${slug}.${pick(random, TOP_LEVEL_DOMAINS)}`;
    const websiteUrl = chance(random, 0.85) ? site : null;
    if (!chance(random, OWNER_REUSE)) lastOwner = seededToken(random, 32);
    return {
      id: seededUuid(random),
      name,
      description,
      countryCode,
      location: chance(random, 0.94) ? city : null,
      foundedYear: timeline.foundedYear,
      websiteUrl,
      linkedinUrl: chance(random, 0.45) ? `https://www.linkedin.com/company/${slug}` : null,
      twitterUrl: chance(random, 0.25)
        ? `https://x.com/${slug.replace(/-/g, '').slice(0, 15)}`
        : null,
      blogUrl: websiteUrl && chance(random, 0.12) ? `${websiteUrl}/blog` : null,
      logoUrl: chance(random, 0.65) ? `/media/images/${seededHex(random, 32)}/w512.webp` : null,
      createdBy: lastOwner,
      subscriptionType: subscriptionType(random),
      createdAt: timeline.createdAt,
      publishedAt: timeline.publishedAt,
      updatedAt: timeline.updatedAt,
      categoryIds,
    };
  };
}
