/**
 * Which categories an organization picks: 2 to 7, always an impact area first (sometimes two
 * or three), usually a company property, the rest from the other groups. Popular categories
 * are picked far more often than rare ones, as in any real taxonomy.
 */
import { MAX_CATEGORIES } from '@catalyst/shared';
import { chance, weighted, type Random } from './random-tools.js';

export interface TaxonomyCategory {
  id: string;
  groupId: string;
}

export const IMPACT_GROUP = 'impact_areas';
const COMPANY_GROUP = 'company_properties';

/** Relative popularity within a group; a category the list does not know is uncommon. */
const POPULARITY: Record<string, number> = {
  education: 18,
  climate_action: 16,
  global_health: 12,
  food_systems: 9,
  poverty_alleviation: 9,
  clean_energy: 8,
  gender_equality: 7,
  biodiversity: 6,
  mental_health: 6,
  housing_and_cities: 5,
  ocean_conservation: 3,
  disability_inclusion: 2,
  hybrid_work: 12,
  remote_first: 10,
  flexible_hours: 9,
  field_based: 8,
  agile_teams: 5,
  open_source: 4,
  async_communication: 3,
  four_day_week: 1,
  community_led: 12,
  impact_reporting: 10,
  award_winning: 5,
  b_corp_certified: 4,
  open_data: 4,
  employee_owned: 2,
  zero_waste: 2,
  carbon_negative: 1,
  wellbeing_support: 9,
  learning_budget: 8,
  inclusive_hiring: 8,
  diverse_leadership: 7,
  parental_leave: 6,
  flat_hierarchy: 5,
  volunteer_days: 5,
  transparent_salaries: 2,
  nonprofit: 30,
  ngo: 18,
  social_enterprise: 14,
  foundation: 10,
  startup: 8,
  cooperative: 4,
  public_benefit_corp: 3,
  education_and_training: 12,
  direct_services: 11,
  community_organizing: 10,
  policy_advocacy: 9,
  research_and_science: 7,
  technology: 7,
  grantmaking: 4,
  impact_investing: 3,
  partnerships_and_coalitions: 12,
  systems_change: 10,
  policy_change: 8,
  movement_building: 7,
  open_knowledge: 5,
  replication: 4,
  market_transformation: 3,
  franchising: 1,
};
const UNKNOWN_POPULARITY = 3;

/** How often organizations pick this category, relative to the others of its group. */
export function categoryPopularity(id: string): number {
  return POPULARITY[id] ?? UNKNOWN_POPULARITY;
}

/** How often the groups beyond impact areas and company properties are drawn from. */
const GROUP_POPULARITY: Record<string, number> = {
  approach: 30,
  work_methods: 25,
  culture: 20,
  differentiators: 15,
  how_we_scale_change: 10,
};
const UNKNOWN_GROUP_POPULARITY = 10;

const categoryCount = weighted([
  [2, 10],
  [3, 22],
  [4, 26],
  [5, 20],
  [6, 13],
  [7, 9],
] as const);
const impactAreaCount = weighted([
  [1, 70],
  [2, 25],
  [3, 5],
] as const);

/** A picker of category ids in display order, for the taxonomy the database holds. */
export function categoryPicker(categories: TaxonomyCategory[]): (random: Random) => string[] {
  const byGroup = new Map<string, string[]>();
  for (const category of categories) {
    byGroup.set(category.groupId, [...(byGroup.get(category.groupId) ?? []), category.id]);
  }
  const inGroup = new Map(
    [...byGroup].map(([group, ids]) => [
      group,
      weighted(ids.map((id) => [id, categoryPopularity(id)] as const)),
    ]),
  );
  const impactArea = inGroup.get(IMPACT_GROUP);
  if (!impactArea) throw new Error(`The taxonomy has no ${IMPACT_GROUP} group`);
  const companyProperty = inGroup.get(COMPANY_GROUP);
  const otherGroup = weighted(
    [...byGroup.keys()]
      .filter((group) => group !== IMPACT_GROUP && group !== COMPANY_GROUP)
      .map((group) => [group, GROUP_POPULARITY[group] ?? UNKNOWN_GROUP_POPULARITY] as const),
  );
  const available = categories.length;

  return (random) => {
    const wanted = Math.min(categoryCount(random), MAX_CATEGORIES, available);
    const chosen = new Set<string>();
    const impactAreas = Math.min(
      impactAreaCount(random),
      wanted,
      byGroup.get(IMPACT_GROUP)!.length,
    );
    while (chosen.size < impactAreas) chosen.add(impactArea(random));
    if (companyProperty && chosen.size < wanted && chance(random, 0.75)) {
      chosen.add(companyProperty(random));
    }
    while (chosen.size < wanted) chosen.add(inGroup.get(otherGroup(random))!(random));
    return [...chosen];
  };
}
