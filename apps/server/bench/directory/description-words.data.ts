/**
 * What organizations say about themselves: causes (by impact area, so a climate organization
 * talks about climate), the people they serve, how they work, what changes, who they work
 * with and who pays. Descriptions are composed from these, so search meets real words.
 */
import { words } from './random-tools.js';

export const CAUSES_BY_IMPACT: Record<string, string[]> = {
  climate_action: words(
    'climate adaptation in coastal towns, urban heat resilience, flood preparedness, low-carbon transport, climate literacy in schools, community climate plans, carbon removal on farms, heatwave early warning, drought resilience, emissions tracking for small businesses, climate-smart agriculture, cooling for informal settlements, wildfire preparedness, climate migration',
  ),
  clean_energy: words(
    'solar power for rural clinics, clean cooking, community-owned wind, energy efficiency for low-income homes, mini-grids for off-grid villages, battery storage, solar irrigation, electric mobility, energy poverty, rooftop solar for schools, biogas for smallholders, heat pumps in social housing, micro-hydropower, energy cooperatives',
  ),
  education: words(
    "early childhood literacy, girls' secondary education, numeracy in primary schools, teacher training, vocational skills, digital skills for young people, adult literacy, school meals, mother-tongue learning, STEM mentoring, university access for first-generation students, school libraries, inclusive classrooms, lifelong learning",
  ),
  global_health: words(
    'maternal and newborn health, malaria prevention, clean water and sanitation, community health workers, vaccination in remote areas, tuberculosis care, affordable medicines, eye care, HIV prevention, nutrition for young children, primary care, surgical access, oral health, hospital oxygen supply',
  ),
  food_systems: words(
    'soil health, smallholder livelihoods, regenerative farming, food waste, school gardens, urban agriculture, fair prices for growers, seed sovereignty, agroforestry, local food markets, fisheries management, post-harvest storage, pastoralist resilience, food banks',
  ),
  ocean_conservation: words(
    'coral reef restoration, mangrove protection, plastic pollution, sustainable fisheries, marine protected areas, seagrass meadows, coastal cleanups, ocean literacy, ghost nets, turtle nesting beaches, kelp forests, shark conservation, small-scale fisheries, blue carbon',
  ),
  poverty_alleviation: words(
    'financial inclusion, village savings groups, small business growth, fair work for informal traders, cash transfers, microenterprise, job readiness, land rights, affordable credit, market access for artisans, social protection, youth employment, debt advice, cooperative enterprise',
  ),
  gender_equality: words(
    "women's leadership, ending gender-based violence, girls' education, menstrual health, women's land rights, equal pay, women in technology, safe spaces for girls, parental leave policy, child marriage prevention, women entrepreneurs, LGBTQ+ inclusion, women in science, safe cities for women",
  ),
  biodiversity: words(
    'habitat restoration, pollinator corridors, wildlife monitoring, rewilding, native seed banks, wetland protection, invasive species control, forest conservation, community conservancies, bird migration, river restoration, urban biodiversity, peatland restoration, amphibian conservation',
  ),
  mental_health: words(
    'youth mental health, peer support, suicide prevention, trauma recovery, mental health in the workplace, community counselling, postnatal depression, grief support, loneliness among older adults, mental health literacy, crisis lines, psychosocial support for refugees, eating disorder recovery, student wellbeing',
  ),
  disability_inclusion: words(
    'accessible public transport, inclusive classrooms, sign language access, assistive technology, employment for disabled people, accessible housing, disability rights, independent living, early intervention, accessible sport, captioning and audio description, inclusive design, accessible voting, autism support',
  ),
  housing_and_cities: words(
    'affordable housing, tenant rights, homelessness, safe streets, public space, community land trusts, informal settlement upgrading, walkable neighbourhoods, cycling infrastructure, urban green space, housing cooperatives, street lighting, eviction prevention, clean public toilets',
  ),
};

export const BENEFICIARIES = words(
  'smallholder farmers, first-generation students, women entrepreneurs, refugee families, fishing communities, young mothers, older adults living alone, street vendors, rural health workers, indigenous communities, teachers, tenants, informal workers, children with disabilities, coastal villages, migrant workers, people experiencing homelessness, young people leaving care, low-income households, single parents, school leavers, small business owners, community gardeners, survivors of violence, people living with HIV, displaced families, deaf children, wheelchair users, unpaid carers, unemployed youth, girls in rural areas, market traders, pastoralist communities, landless farmers, daily commuters, patients in remote areas, nurses and midwives, garment workers, domestic workers, seasonal workers, students in under-resourced schools, people in recovery, veterans, new arrivals, early-career researchers, beekeepers, forest communities, island communities, neighbourhood associations, public schools, health centres, grandparents raising grandchildren, adolescents, newborns, people with chronic illness, farm workers, city planners, waste pickers, artisans, young farmers, blind and partially sighted people, autistic adults, prisoners and their families, orphans and vulnerable children',
);

export const METHODS = words(
  'community savings groups, mobile clinics, open-source sensors, peer mentoring, solar microgrids, participatory mapping, cash transfers, radio programmes, school gardens, legal aid, apprenticeships, repair cafés, citizen science, seed banks, drip irrigation, telemedicine, low-cost water filters, after-school clubs, cooperative ownership, policy research, impact investment, storytelling workshops, SMS reminders, community health volunteers, farmer field schools, rainwater harvesting, bicycle ambulances, open textbooks, satellite monitoring, drone mapping, mobile money, community radio, micro-grants, tool libraries, training of trainers, household surveys, public data dashboards, neighbourhood assemblies, pop-up classrooms, WhatsApp support groups, youth councils, restoration camps, tree nurseries, clean cookstoves, composting hubs, community kitchens, floating schools, reading camps, helplines, theatre for development, sport for development, coding bootcamps, mentoring circles, shared workshops, strategic litigation, participatory budgeting, impact bonds, blended finance, revolving loan funds, community-led monitoring, open-source software, online courses, home visits, outreach vans, parent circles, water kiosks, peer counsellors, accessible apps, sign language interpreters, seed fairs, walking audits',
);

export const OUTCOMES = words(
  'cleaner rivers, higher harvests, stronger local economies, safer neighbourhoods, healthier pregnancies, lower energy bills, more girls finishing school, fewer preventable deaths, fairer wages, thriving reefs, greener streets, better exam results, secure homes, lasting jobs, resilient supply chains, restored forests, fewer evictions, shorter waiting times, cleaner air, more inclusive workplaces, less food waste, higher literacy rates, healthier soils, more women in leadership, lower emissions, better mental health, accessible public services, a stronger civil society, higher incomes, fewer school dropouts, richer biodiversity, reliable electricity, safe drinking water, earlier diagnoses, dignified housing, more trees in cities, less plastic on beaches, steady harvests, growing savings, better nutrition, closer communities, more green jobs, safer cycling routes, affordable medicine, fuller fish stocks',
);

export const PARTNERS = words(
  "local governments, district health offices, universities, faith groups, farmer cooperatives, technology companies, public libraries, teachers' unions, community radio stations, national parks, water utilities, hospitals, schools, microfinance institutions, youth clubs, women's groups, tenant associations, city councils, research institutes, family foundations, social enterprises, chambers of commerce, indigenous councils, fishing associations, sports clubs, museums, local businesses, newsrooms, ministries of education, ministries of health, regional development agencies, international NGOs, village elders, parent-teacher associations, housing associations, trade unions, credit unions",
);

export const FUNDERS = words(
  'individual donors, family foundations, community fundraising, government grants, earned revenue, membership fees, corporate partners, crowdfunding, bilateral donors, impact investors, a small endowment, lottery funding, monthly givers, philanthropic trusts, diaspora donors, local businesses, our social enterprise arm, fees for consulting work',
);

/** Whom a count of people served counts. */
export const PEOPLE_UNITS = words(
  'households, students, farmers, families, young people, women, patients, volunteers, teachers, health workers, trainees, apprentices, community groups, small businesses, children, parents, fishers, tenants, carers, older people',
);

/** What a count of results counts. */
export const RESULT_UNITS = words(
  'hectares restored, trees planted, wells repaired, solar systems installed, tonnes of waste diverted, kilometres of coastline cleaned, meals served, loans made, hives set up, seedlings raised, classrooms built, homes retrofitted, books distributed, screenings done, counselling sessions held, water filters handed out, acres returned to native plants, bicycles repaired',
);

export const AREAS = words(
  'districts, regions, municipalities, counties, villages, provinces, neighbourhoods, islands, towns, communities, cities, river basins',
);

export const MISSION_VERBS = words(
  'works to improve, is dedicated to, focuses on, champions, advances, exists to strengthen, invests in, campaigns for, builds, protects, expands access to, makes room for',
);

export const ACTION_VERBS = words(
  'help, support, train, equip, work with, partner with, stand with, mentor, fund, organise, connect, serve, listen to, learn from',
);

export const SMALL_STARTS = words(
  'a single classroom, three volunteers and a borrowed van, one village, a kitchen table, a community meeting, a pilot in two schools, a handful of farmers, a weekend workshop, one clinic, a shared allotment, a phone line, a grant of a few thousand dollars, a group of neighbours, a student project, a rented room above a shop',
);

export const METRICS = words(
  'attendance, yields, household income, time to treatment, water quality, survival rates of planted trees, tenancy length, reading fluency, repayment rates, energy savings, hours of electricity, fish biomass, bird counts, waiting times, jobs created, school completion, vaccination coverage, emissions avoided, wellbeing scores, participant satisfaction, cost per person reached, nesting success, soil carbon, days without water, referral rates',
);

export const STAFF = words(
  'staff, organizers, health workers, engineers and field officers, volunteers, teachers and mentors, researchers, community facilitators, social workers, lawyers and paralegals, designers and developers, agronomists, ecologists, nurses',
);

export const MILESTONES = words(
  'we opened our first training centre, our model was adopted by the regional government, we launched a mobile clinic, our members voted to become a cooperative, we published our first open data set, we crossed our first thousand members, we moved into a former school building, we began working across the border, our first cohort of apprentices graduated, we won a national innovation prize, we were certified as a B Corp, we paid off our last loan, we hired our first full-time staff, we opened a second office',
);

export const BELIEFS = words(
  'lasting change starts with the people closest to the problem, good data should be a public good, no child should have to choose between work and school, healthy ecosystems and healthy communities go together, dignity is not a luxury, small organizations can move faster than large ones, the best solutions are often already in use somewhere, access to energy is access to opportunity, every neighbourhood deserves green space, care work is real work, nobody should be left behind by the move to clean energy, mental health is health, cities should work for the people who live in them, local knowledge beats imported blueprints',
);

export const CONTEXTS = words(
  "one in three households lacks reliable electricity, most young people work in the informal economy, droughts have become longer and more frequent, rents have doubled in a decade, clinics are often a day's walk away, fish catches have fallen sharply, few girls continue past primary school, public transport rarely serves people with disabilities, many families skip meals at the end of the month, floods now arrive almost every rainy season, waiting lists for counselling run to many months, forests are being cleared for short-term farming, plastic waste has nowhere to go, most farmers sell their harvest at a loss",
);

export const GAINS = words(
  'gain skills that lead to paid work, save time and money, get care closer to home, have a say in decisions that affect them, keep their homes, grow more on the same land, find work they are proud of, return to school, build savings for hard times, stay healthy through pregnancy, reach markets they could not reach before, breathe cleaner air, get back on their feet',
);

export const ORIGINS = words(
  'our founders saw what larger programmes kept missing, a flood showed how unprepared the area was, parents asked for help that nobody offered, a group of nurses wanted to do more than their shifts allowed, local farmers were losing their land, students wanted to put their research to use, a neighbourhood refused to let its park be sold, families were tired of waiting for the water to be fixed, a teacher noticed how many pupils came to school hungry',
);

export const ROLES = words(
  'volunteers, mentors, field coordinators, software engineers, grant writers, community organizers, board members, translators, data analysts, fundraisers, nurses, trainers, interns, photographers, accountants',
);

export const PURPOSES = words(
  'put their skills to good use, learn by doing, build something that lasts, work close to the communities we serve, help us grow carefully, bring fresh ideas, make our work more open',
);

export const PROGRAMME_NAMES = words(
  'Green Schools, Safe Water, First Steps, Open Fields, Bright Futures, Healthy Homes, Rising Tide, Seed to Table, Second Chance, Learning Together, Clean Air Streets, Roots and Wings, Every Voice, Blue Coast, Warm Homes, Safe Passage, Future Farmers, Open Doors, Home Ground, Growing Minds',
);

export const RESOURCES = words(
  'tools, curricula, research, data, designs, training materials, guides, maps, software',
);

export const LEGAL_FORMS = words(
  'a registered charity, a member-owned cooperative, a certified B Corp, a nonprofit, a community interest company, a social enterprise that reinvests its profits, a public benefit corporation, a grantmaking foundation',
);

export const LANGUAGES = words(
  'English, Spanish, French, Portuguese, Swahili, Hindi, Arabic, Amharic, Bengali, Tagalog, Yoruba, Hausa, Quechua, Zulu, Urdu, Nepali, Tamil, Kinyarwanda, Wolof, sign language',
);

export const BOARD_MEMBERS = words(
  'former participants, farmers and scientists, teachers and nurses, a retired judge, young leaders, people with lived experience, local business owners, community elders, researchers from two universities',
);

export const STAFF_SCOPES = words(
  'across the region, nationally, with partners in neighbouring countries, in rural and urban areas alike, mostly in the field, online as much as on the ground',
);

/** Mottos in the language of the organization's name, for names that are not English. */
export const MOTTOS: Record<string, string[]> = {
  es: words(
    'Juntos sembramos futuro., Porque la tierra es de todos., Nadie se queda atrás., Pequeñas acciones cambian el mundo., Con la comunidad y para la comunidad.',
  ),
  pt: words(
    'Juntos semeamos o futuro., Ninguém fica para trás., Pequenas ações mudam o mundo., Com a comunidade e para a comunidade., A terra é de todos.',
  ),
  fr: words(
    "Semons ensemble l'avenir., Personne ne reste sur le bord du chemin., Agir local penser global., Avec et pour les habitants., La solidarité en actes.",
  ),
  de: words(
    'Gemeinsam Zukunft gestalten., Niemand bleibt zurück., Kleine Schritte große Wirkung., Von der Nachbarschaft für die Nachbarschaft.',
  ),
  it: words(
    'Insieme seminiamo futuro., Nessuno resta indietro., Piccoli gesti grandi cambiamenti., Con la comunità e per la comunità.',
  ),
  nl: words(
    'Samen bouwen aan morgen., Niemand blijft achter., Kleine stappen grote impact., Van en voor de buurt.',
  ),
  sw: words(
    'Pamoja tunaweza., Umoja ni nguvu., Haba na haba hujaza kibaba., Elimu ni ufunguo wa maisha.',
  ),
  hi: words(
    'Saath milkar aage badhein., Seva hi dharm hai., Har haath ko kaam., Shiksha se badlav.',
  ),
};
