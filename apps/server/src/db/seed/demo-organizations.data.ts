/** Fictional organizations used to fill the directory in demo and development environments. */
import type { DemoOrganizationSeed } from './seed-types.js';

export const demoOrganizations: DemoOrganizationSeed[] = [
  {
    name: 'Brightfield Solar Commons',
    description:
      'Brightfield Solar Commons turns vacant lots and church rooftops into community-owned solar gardens. Neighbours buy shares for as little as $25 and receive credits on their electricity bills, keeping energy savings in the neighbourhoods that need them most.',
    countryCode: 'US',
    location: 'Detroit, Michigan',
    foundedYear: 2016,
    websiteUrl: 'https://brightfield-solar-commons.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/brightfield-solar-commons',
    twitterUrl: 'https://x.com/brightfieldsolar',
    blogUrl: 'https://brightfield-solar-commons.example.org/blog',
    categories: [
      {
        id: 'clean_energy',
        detail: 'Operates 14 solar gardens with a combined capacity of 6 MW across the city.',
      },
      {
        id: 'housing_and_cities',
        detail:
          'Prioritizes sites in neighbourhoods where families spend the largest share of income on energy.',
      },
      {
        id: 'cooperative',
        detail: 'Each member-owner has one vote, whatever the size of their share.',
      },
      {
        id: 'community_organizing',
        detail:
          'Every new garden starts with a block meeting where neighbours choose the site together.',
      },
      {
        id: 'replication',
        detail: 'Publishes a step-by-step playbook that three other Midwest cities have adopted.',
      },
    ],
  },
  {
    name: 'Kestrel Health Analytics',
    description:
      'Kestrel Health Analytics builds open-source early-warning tools that help public health departments spot disease outbreaks days sooner. Our dashboards combine clinic reports, wastewater testing and pharmacy sales without exposing personal data.',
    countryCode: 'US',
    location: 'Boston, Massachusetts',
    foundedYear: 2019,
    websiteUrl: 'https://kestrel-health.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/kestrel-health',
    twitterUrl: null,
    blogUrl: 'https://kestrel-health.example.org/blog',
    categories: [
      { id: 'global_health', detail: 'Used by 40 health departments in 9 countries.' },
      { id: 'open_source', detail: 'All core models are released under the Apache 2.0 licence.' },
      {
        id: 'remote_first',
        detail: 'Our team of 34 works across eleven time zones with no central office.',
      },
      {
        id: 'public_benefit_corp',
        detail: 'Our charter commits us to keeping core outbreak tools free for public agencies.',
      },
      { id: 'technology', detail: null },
      { id: 'open_knowledge', detail: null },
    ],
  },
  {
    name: 'Open Door Tenant Alliance',
    description:
      'Open Door Tenant Alliance helps renters understand their rights, organize with their neighbours and stay in their homes. Since 1987 we have supported more than 30,000 households facing eviction, rent hikes or unsafe conditions.\nOur legal clinics run every week in English, Spanish, Cantonese and Tagalog.',
    countryCode: 'US',
    location: 'Oakland, California',
    foundedYear: 1987,
    websiteUrl: 'https://open-door-tenants.example.org',
    linkedinUrl: null,
    twitterUrl: 'https://x.com/opendoortenants',
    blogUrl: null,
    categories: [
      {
        id: 'housing_and_cities',
        detail: 'Prevented over 4,000 evictions in the last five years.',
      },
      { id: 'poverty_alleviation', detail: null },
      {
        id: 'community_led',
        detail: 'Two thirds of our board are current or former tenant clients.',
      },
      { id: 'nonprofit', detail: null },
      {
        id: 'community_organizing',
        detail: 'Supports 45 building-level tenant associations across the East Bay.',
      },
      {
        id: 'policy_change',
        detail:
          'Helped pass the city’s just-cause eviction ordinance and a tenant right-to-counsel law.',
      },
    ],
  },
  {
    name: 'Ledgerleaf Community Finance',
    description:
      'Ledgerleaf is a mobile app that helps newcomers and gig workers build a credit history from the bills they already pay, such as rent, phone and utilities. Members get fair small loans without hidden fees and a coach who speaks their language.',
    countryCode: 'US',
    location: 'Austin, Texas',
    foundedYear: 2021,
    websiteUrl: 'https://ledgerleaf.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/ledgerleaf',
    twitterUrl: 'https://x.com/ledgerleaf',
    blogUrl: null,
    categories: [
      {
        id: 'poverty_alleviation',
        detail: 'Members raise their credit score by an average of 58 points in their first year.',
      },
      { id: 'startup', detail: null },
      { id: 'technology', detail: null },
      { id: 'transparent_salaries', detail: 'Every salary band is listed in our job posts.' },
      {
        id: 'four_day_week',
        detail: 'The whole team has worked a 32-hour week since our first hire.',
      },
    ],
  },
  {
    name: 'Hollowpine Foundation',
    description:
      'The Hollowpine Foundation funds rural and tribal communities building their own mental health support, from peer listening lines to school counsellors. We give multi-year, flexible grants and keep reporting light so partners can focus on people rather than paperwork.',
    countryCode: 'US',
    location: 'Missoula, Montana',
    foundedYear: 1962,
    websiteUrl: 'https://hollowpine-foundation.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/hollowpine-foundation',
    twitterUrl: null,
    blogUrl: null,
    categories: [
      { id: 'mental_health', detail: 'Awards around $4 million a year to 60 community partners.' },
      { id: 'foundation', detail: null },
      {
        id: 'grantmaking',
        detail: 'Most grants are unrestricted and run for at least three years.',
      },
      {
        id: 'community_led',
        detail: 'Grant decisions are made by a panel of residents from the regions we fund.',
      },
      {
        id: 'impact_investing',
        detail: 'Invests a fifth of its endowment in rural health and housing ventures.',
      },
      { id: 'partnerships_and_coalitions', detail: null },
    ],
  },
  {
    name: 'Saltmarsh & Seagrass Trust',
    description:
      'Saltmarsh & Seagrass Trust restores coastal habitats that store carbon, shelter young fish and protect towns from storm surges. Volunteers collect seeds by hand and our divers replant meadows along the south-west coast.',
    countryCode: 'GB',
    location: 'Plymouth, England',
    foundedYear: 2009,
    websiteUrl: 'https://saltmarsh-seagrass.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/saltmarsh-seagrass-trust',
    twitterUrl: 'https://x.com/saltmarshtrust',
    blogUrl: 'https://saltmarsh-seagrass.example.org/blog',
    categories: [
      {
        id: 'ocean_conservation',
        detail: 'Has replanted 22 hectares of seagrass meadow since 2015.',
      },
      { id: 'biodiversity', detail: null },
      { id: 'climate_action', detail: null },
      { id: 'field_based', detail: null },
      { id: 'nonprofit', detail: null },
      {
        id: 'research_and_science',
        detail: 'Partners with two universities to monitor carbon storage.',
      },
      {
        id: 'volunteer_days',
        detail: 'Staff get five paid days a year to join community seed-collecting trips.',
      },
    ],
  },
  {
    name: 'Wrenfold Learning',
    description:
      'Wrenfold Learning makes reading software designed with and for children with dyslexia and other learning differences. Schools license the platform, and every licence funds free access for a family who cannot afford it.',
    countryCode: 'GB',
    location: 'Manchester, England',
    foundedYear: 2014,
    websiteUrl: 'https://wrenfold-learning.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/wrenfold-learning',
    twitterUrl: null,
    blogUrl: 'https://wrenfold-learning.example.com/blog',
    categories: [
      { id: 'education', detail: 'Used by 1,200 schools and 90,000 pupils.' },
      { id: 'disability_inclusion', detail: null },
      { id: 'social_enterprise', detail: null },
      { id: 'b_corp_certified', detail: 'Certified in 2020 and recertified in 2023.' },
      { id: 'hybrid_work', detail: null },
      {
        id: 'inclusive_hiring',
        detail: 'Offers interview questions in advance and written alternatives to live tasks.',
      },
    ],
  },
  {
    name: 'Carrow Lane Kitchens',
    description:
      'Carrow Lane Kitchens collects surplus food from wholesalers and turns it into fresh, affordable meals for community centres and schools. Our kitchens also run paid traineeships for people rebuilding their lives after homelessness or prison.',
    countryCode: 'GB',
    location: 'Glasgow, Scotland',
    foundedYear: 2017,
    websiteUrl: 'https://carrow-lane-kitchens.example.org',
    linkedinUrl: null,
    twitterUrl: 'https://x.com/carrowlane',
    blogUrl: null,
    categories: [
      {
        id: 'food_systems',
        detail: 'Rescues around 300 tonnes of good food from waste every year.',
      },
      { id: 'poverty_alleviation', detail: null },
      {
        id: 'zero_waste',
        detail: 'Food that cannot be cooked goes to a local farm for animal feed or compost.',
      },
      { id: 'social_enterprise', detail: null },
      {
        id: 'education_and_training',
        detail: 'Eight in ten trainees move into paid kitchen jobs within six months.',
      },
    ],
  },
  {
    name: 'Fernstep Energy Co-op',
    description:
      'Fernstep Energy Co-op helps communities buy, build and run their own wind turbines and rooftop solar. Profits go back into a fund that insulates homes for households struggling with energy bills.',
    countryCode: 'GB',
    location: 'Bristol, England',
    foundedYear: 2012,
    websiteUrl: 'https://fernstep-energy.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/fernstep-energy',
    twitterUrl: 'https://x.com/fernstepenergy',
    blogUrl: 'https://fernstep-energy.example.org/blog',
    categories: [
      { id: 'clean_energy', detail: null },
      { id: 'climate_action', detail: 'Our projects avoid about 9,000 tonnes of CO₂ each year.' },
      { id: 'cooperative', detail: 'Owned by more than 3,500 local members.' },
      { id: 'employee_owned', detail: null },
      { id: 'four_day_week', detail: null },
      { id: 'market_transformation', detail: null },
    ],
  },
  {
    name: 'Werkbank Zirkulär',
    description:
      'Werkbank Zirkulär runs repair workshops and an online spare-parts library so that phones, bikes and kitchen appliances stay in use for longer. We train young people as repair technicians and campaign for a legal right to repair across Europe.',
    countryCode: 'DE',
    location: 'Berlin',
    foundedYear: 2015,
    websiteUrl: 'https://werkbank-zirkulaer.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/werkbank-zirkulaer',
    twitterUrl: null,
    blogUrl: 'https://werkbank-zirkulaer.example.org/blog',
    categories: [
      { id: 'climate_action', detail: null },
      {
        id: 'zero_waste',
        detail: 'Repaired over 48,000 devices that would otherwise be thrown away.',
      },
      { id: 'social_enterprise', detail: null },
      {
        id: 'open_knowledge',
        detail: 'Repair guides are shared under a Creative Commons licence.',
      },
      {
        id: 'policy_advocacy',
        detail: 'Co-founded a national coalition campaigning for longer spare-parts availability.',
      },
      { id: 'flat_hierarchy', detail: null },
    ],
  },
  {
    name: 'Moorlicht Institute',
    description:
      'Moorlicht Institute works with farmers and landowners to rewet drained peatlands, one of the fastest ways to stop land-based emissions. We test new crops that grow on wet soils, such as reeds and cattails, so rewetting can pay for itself.',
    countryCode: 'DE',
    location: 'Hamburg',
    foundedYear: 2004,
    websiteUrl: 'https://moorlicht-institute.example.org',
    linkedinUrl: null,
    twitterUrl: null,
    blogUrl: null,
    categories: [
      { id: 'climate_action', detail: 'Has helped rewet 3,100 hectares of farmland peat.' },
      { id: 'biodiversity', detail: null },
      { id: 'nonprofit', detail: null },
      { id: 'research_and_science', detail: null },
      { id: 'open_data', detail: 'Field measurements are published openly every quarter.' },
      {
        id: 'systems_change',
        detail:
          'Works with ministries and farm unions to make wet farming eligible for agricultural subsidies.',
      },
    ],
  },
  {
    name: 'Quellgrün Energy',
    description:
      'Quellgrün Energy builds software that lets apartment buildings share rooftop solar power between tenants and store it in neighbourhood batteries. Tenants pay less for electricity, and landlords finally have a simple way to join the energy transition.',
    countryCode: 'DE',
    location: 'Munich, Bavaria',
    foundedYear: 2022,
    websiteUrl: 'https://quellgruen-energy.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/quellgruen-energy',
    twitterUrl: 'https://x.com/quellgruen',
    blogUrl: null,
    categories: [
      { id: 'clean_energy', detail: null },
      { id: 'housing_and_cities', detail: 'Live in 210 apartment buildings in southern Germany.' },
      { id: 'startup', detail: null },
      { id: 'technology', detail: null },
      {
        id: 'agile_teams',
        detail: 'Product teams ship in two-week cycles and test every feature with tenants first.',
      },
      { id: 'learning_budget', detail: 'Every team member gets €2,000 a year for learning.' },
    ],
  },
  {
    name: 'Mavuno Soil Partners',
    description:
      'Mavuno Soil Partners gives smallholder farmers affordable soil tests and tailored advice by text message. Farmers learn exactly which nutrients their land needs, cutting fertiliser costs and raising harvests.',
    countryCode: 'KE',
    location: 'Nakuru',
    foundedYear: 2018,
    websiteUrl: 'https://mavuno-soil.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/mavuno-soil',
    twitterUrl: 'https://x.com/mavunosoil',
    blogUrl: null,
    categories: [
      { id: 'food_systems', detail: 'Serves 65,000 farmers across 12 counties.' },
      { id: 'poverty_alleviation', detail: null },
      { id: 'social_enterprise', detail: null },
      { id: 'field_based', detail: 'Our agronomists spend most of their week on farms.' },
      { id: 'technology', detail: null },
      {
        id: 'franchising',
        detail: 'Local agro-dealers run certified testing kiosks under the Mavuno brand.',
      },
    ],
  },
  {
    name: 'Pwani Reef Guardians',
    description:
      'Pwani Reef Guardians supports fishing communities to manage their own marine reserves. Together we restore coral, monitor fish stocks and develop income from seaweed farming and eco-tourism so reefs and livelihoods recover together.',
    countryCode: 'KE',
    location: 'Kilifi',
    foundedYear: 2011,
    websiteUrl: 'https://pwani-reef-guardians.example.org',
    linkedinUrl: null,
    twitterUrl: 'https://x.com/pwanireef',
    blogUrl: 'https://pwani-reef-guardians.example.org/blog',
    categories: [
      {
        id: 'ocean_conservation',
        detail: 'Fish catches inside our partner reserves have risen by 35% since 2016.',
      },
      { id: 'biodiversity', detail: null },
      {
        id: 'gender_equality',
        detail: 'Seaweed farms are run by women’s groups in seven villages.',
      },
      {
        id: 'community_led',
        detail: 'Each reserve is governed by an elected beach management unit.',
      },
      { id: 'ngo', detail: null },
      { id: 'movement_building', detail: null },
    ],
  },
  {
    name: 'Kesho Birth Clinics',
    description:
      'Kesho Birth Clinics is a network of small, nurse-led maternity clinics in informal settlements. Mothers get respectful antenatal care, safe deliveries and follow-up visits at prices families can plan for.\nEvery clinic is run by a local midwife.',
    countryCode: 'KE',
    location: 'Nairobi',
    foundedYear: 2013,
    websiteUrl: 'https://kesho-birth-clinics.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/kesho-birth-clinics',
    twitterUrl: null,
    blogUrl: null,
    categories: [
      { id: 'global_health', detail: 'Has supported more than 52,000 safe births.' },
      { id: 'gender_equality', detail: null },
      { id: 'social_enterprise', detail: null },
      { id: 'direct_services', detail: null },
      { id: 'diverse_leadership', detail: 'Our leadership team is 80% women.' },
      {
        id: 'replication',
        detail: 'Opened its 27th clinic in 2024 using a standard clinic-in-a-box model.',
      },
    ],
  },
  {
    name: 'Jalsetu Water Collective',
    description:
      'Jalsetu Water Collective helps farming villages in dry regions capture monsoon rain in ponds, check dams and wells. Village water committees plan how water is shared, so harvests survive long dry spells.',
    countryCode: 'IN',
    location: 'Bhuj, Gujarat',
    foundedYear: 2001,
    websiteUrl: 'https://jalsetu.example.org',
    linkedinUrl: null,
    twitterUrl: null,
    blogUrl: null,
    categories: [
      { id: 'food_systems', detail: null },
      {
        id: 'climate_action',
        detail: 'Works in 180 villages facing increasingly erratic rainfall.',
      },
      { id: 'ngo', detail: null },
      {
        id: 'community_organizing',
        detail:
          'Every village elects a water committee with at least half its seats held by women.',
      },
      { id: 'field_based', detail: null },
      {
        id: 'policy_change',
        detail: 'Our village water plans informed a state watershed programme.',
      },
    ],
  },
  {
    name: 'Sanket Learning Trust',
    description:
      'Sanket Learning Trust creates sign language lessons, videos and classroom materials so Deaf children can learn in their first language. We also train hearing teachers and parents to sign, opening up school and family life.',
    countryCode: 'IN',
    location: 'Pune, Maharashtra',
    foundedYear: 2016,
    websiteUrl: 'https://sanket-learning.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/sanket-learning',
    twitterUrl: 'https://x.com/sanketlearning',
    blogUrl: null,
    categories: [
      { id: 'disability_inclusion', detail: 'Half of our staff and trainers are Deaf.' },
      { id: 'education', detail: null },
      { id: 'nonprofit', detail: null },
      {
        id: 'education_and_training',
        detail: 'Has trained more than 2,500 teachers and parents in sign language.',
      },
      { id: 'open_knowledge', detail: 'Over 3,000 lesson videos are free to use.' },
      { id: 'inclusive_hiring', detail: null },
    ],
  },
  {
    name: 'Raiz Viva Agroflorestal',
    description:
      'Raiz Viva Agroflorestal is a farmer cooperative that replaces cattle pasture with agroforests of cacao, açaí and native trees. Members earn more per hectare while bringing back forest cover along the rivers of the Amazon.',
    countryCode: 'BR',
    location: 'Santarém, Pará',
    foundedYear: 2008,
    websiteUrl: 'https://raiz-viva.example.org',
    linkedinUrl: null,
    twitterUrl: null,
    blogUrl: 'https://raiz-viva.example.org/blog',
    categories: [
      { id: 'biodiversity', detail: null },
      { id: 'climate_action', detail: null },
      { id: 'food_systems', detail: '420 member families sell certified agroforestry products.' },
      { id: 'cooperative', detail: null },
      {
        id: 'carbon_negative',
        detail: 'Our agroforests store far more carbon than our operations emit.',
      },
      {
        id: 'market_transformation',
        detail: 'Sells directly to chocolate makers who commit to multi-year purchase contracts.',
      },
    ],
  },
  {
    name: 'Conta Comum',
    description:
      'Conta Comum is a digital account built for street vendors, hairdressers and other micro-entrepreneurs in Brazil’s favelas. It combines instant payments, simple bookkeeping and small working-capital loans priced fairly.',
    countryCode: 'BR',
    location: 'São Paulo',
    foundedYear: 2020,
    websiteUrl: 'https://conta-comum.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/conta-comum',
    twitterUrl: 'https://x.com/contacomum',
    blogUrl: null,
    categories: [
      { id: 'poverty_alleviation', detail: '160,000 active accounts, most held by women.' },
      { id: 'gender_equality', detail: null },
      { id: 'startup', detail: null },
      {
        id: 'technology',
        detail: 'The app works on low-cost phones and keeps running with a weak signal.',
      },
      { id: 'hybrid_work', detail: null },
      { id: 'parental_leave', detail: null },
    ],
  },
  {
    name: 'Tamarack Peer Support',
    description:
      'Tamarack Peer Support trains people with lived experience of mental illness to support others through crisis and recovery. Our drop-in centres and warm line offer a listening ear without waiting lists or referrals.',
    countryCode: 'CA',
    location: 'Winnipeg, Manitoba',
    foundedYear: 1998,
    websiteUrl: 'https://tamarack-peer-support.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/tamarack-peer-support',
    twitterUrl: null,
    blogUrl: null,
    categories: [
      { id: 'mental_health', detail: 'Answers around 25,000 warm-line calls a year.' },
      { id: 'nonprofit', detail: null },
      { id: 'direct_services', detail: 'Runs three drop-in centres open seven days a week.' },
      { id: 'wellbeing_support', detail: 'Peer workers get paid reflection time every week.' },
      {
        id: 'replication',
        detail: 'Our peer-worker curriculum is now used by partners in four provinces.',
      },
    ],
  },
  {
    name: 'Halfmoon Retrofits',
    description:
      'Halfmoon Retrofits makes deep energy upgrades affordable for older homes. We bundle heat pumps, insulation and windows into one package, handle the paperwork for rebates, and let homeowners pay back from their energy savings.',
    countryCode: 'CA',
    location: 'Halifax, Nova Scotia',
    foundedYear: 2019,
    websiteUrl: 'https://halfmoon-retrofits.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/halfmoon-retrofits',
    twitterUrl: null,
    blogUrl: 'https://halfmoon-retrofits.example.com/blog',
    categories: [
      { id: 'climate_action', detail: null },
      {
        id: 'housing_and_cities',
        detail: 'Upgraded 1,700 homes, cutting their energy use by 45%.',
      },
      { id: 'social_enterprise', detail: null },
      { id: 'b_corp_certified', detail: null },
      {
        id: 'employee_owned',
        detail: 'Installers and office staff together own 60% of the company.',
      },
      { id: 'market_transformation', detail: null },
    ],
  },
  {
    name: 'Saltbush Land Restoration',
    description:
      'Saltbush Land Restoration brings degraded farmland back to life with native grasses, shrubs and woodland corridors. We work alongside Traditional Owners and farming families to restore habitat for threatened birds and marsupials.',
    countryCode: 'AU',
    location: 'Adelaide, South Australia',
    foundedYear: 2010,
    websiteUrl: 'https://saltbush-restoration.example.org',
    linkedinUrl: null,
    twitterUrl: 'https://x.com/saltbushland',
    blogUrl: null,
    categories: [
      { id: 'biodiversity', detail: 'Planted more than 2 million native seedlings.' },
      { id: 'climate_action', detail: null },
      { id: 'nonprofit', detail: null },
      { id: 'field_based', detail: null },
      {
        id: 'partnerships_and_coalitions',
        detail: 'Works with more than 90 farming families and three Traditional Owner groups.',
      },
    ],
  },
  {
    name: 'Polderwave Tidal',
    description:
      'Polderwave Tidal designs small, fish-friendly turbines that generate power from tidal flows in sea dikes and estuaries. Our first installations supply electricity to coastal villages while keeping water moving for wildlife.',
    countryCode: 'NL',
    location: 'Rotterdam',
    foundedYear: 2018,
    websiteUrl: 'https://polderwave.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/polderwave',
    twitterUrl: null,
    blogUrl: 'https://polderwave.example.com/blog',
    categories: [
      { id: 'clean_energy', detail: 'Four pilot sites generate 2.4 GWh a year.' },
      { id: 'ocean_conservation', detail: null },
      { id: 'startup', detail: null },
      { id: 'research_and_science', detail: null },
      {
        id: 'award_winning',
        detail: 'Winner of a European prize for ocean energy innovation in 2022.',
      },
    ],
  },
  {
    name: 'Eerlijk Loon Lab',
    description:
      'Eerlijk Loon Lab calculates living wages for workers in global supply chains and publishes them as free, open data. Brands, unions and researchers use our benchmarks to close the gap between what workers earn and what they need.',
    countryCode: 'NL',
    location: 'Utrecht',
    foundedYear: 2015,
    websiteUrl: 'https://eerlijk-loon-lab.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/eerlijk-loon-lab',
    twitterUrl: 'https://x.com/eerlijkloon',
    blogUrl: 'https://eerlijk-loon-lab.example.org/blog',
    categories: [
      { id: 'poverty_alleviation', detail: null },
      { id: 'open_data', detail: 'Benchmarks for 74 countries, updated every year.' },
      { id: 'nonprofit', detail: null },
      { id: 'async_communication', detail: null },
      { id: 'transparent_salaries', detail: null },
      {
        id: 'systems_change',
        detail: 'Our benchmarks are now written into the purchasing policies of 40 brands.',
      },
    ],
  },
  {
    name: 'La Table Partagée',
    description:
      'La Table Partagée helps school canteens serve fresh, local and organic meals on the same budget. We connect kitchens with nearby farmers, train cooks and help councils rewrite their food contracts.',
    countryCode: 'FR',
    location: 'Lyon',
    foundedYear: 2011,
    websiteUrl: 'https://table-partagee.example.org',
    linkedinUrl: null,
    twitterUrl: null,
    blogUrl: null,
    categories: [
      {
        id: 'food_systems',
        detail: '310 canteens now source at least half of their food locally.',
      },
      { id: 'education', detail: null },
      { id: 'cooperative', detail: null },
      { id: 'education_and_training', detail: null },
      {
        id: 'policy_change',
        detail:
          'Helped draft the regional guidelines that require more local food in school meals.',
      },
    ],
  },
  {
    name: 'Adire Code Academy',
    description:
      'Adire Code Academy trains young women in software development, design and data skills through six-month bootcamps. Graduates join a mentoring network and get support to land their first tech job or launch their own business.',
    countryCode: 'NG',
    location: 'Lagos',
    foundedYear: 2017,
    websiteUrl: 'https://adire-code.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/adire-code',
    twitterUrl: 'https://x.com/adirecode',
    blogUrl: 'https://adire-code.example.org/blog',
    categories: [
      { id: 'education', detail: null },
      { id: 'gender_equality', detail: 'More than 5,000 women have graduated since 2017.' },
      { id: 'social_enterprise', detail: null },
      { id: 'education_and_training', detail: null },
      { id: 'diverse_leadership', detail: null },
      {
        id: 'learning_budget',
        detail: 'Instructors get an annual budget and paid time to earn new certifications.',
      },
      {
        id: 'franchising',
        detail: 'Partner hubs now run the programme in Abuja, Accra and Kigali.',
      },
    ],
  },
  {
    name: 'Milpa Futura',
    description:
      'Milpa Futura protects Mexico’s native maize varieties through community seed banks, farmer-to-farmer exchanges and fair markets for heritage corn. We believe the people who have grown the milpa for generations should shape its future.',
    countryCode: 'MX',
    location: 'Oaxaca de Juárez, Oaxaca',
    foundedYear: 2006,
    websiteUrl: 'https://milpa-futura.example.org',
    linkedinUrl: null,
    twitterUrl: 'https://x.com/milpafutura',
    blogUrl: null,
    categories: [
      { id: 'food_systems', detail: null },
      { id: 'biodiversity', detail: 'Our seed banks safeguard 140 local maize varieties.' },
      { id: 'ngo', detail: null },
      { id: 'community_led', detail: null },
      {
        id: 'movement_building',
        detail: 'Hosts a yearly seed fair that brings together farmers from over 60 communities.',
      },
    ],
  },
  {
    name: 'Klarsikt Carbon',
    description:
      'Klarsikt Carbon turns sawmill and forestry residues into biochar that locks carbon away for centuries and improves farm soils. Every tonne we remove is measured, verified and recorded in a public registry.',
    countryCode: 'SE',
    location: 'Umeå',
    foundedYear: 2021,
    websiteUrl: 'https://klarsikt-carbon.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/klarsikt-carbon',
    twitterUrl: null,
    blogUrl: null,
    categories: [
      { id: 'climate_action', detail: 'Removed 18,000 tonnes of CO₂ in 2024.' },
      { id: 'startup', detail: null },
      { id: 'carbon_negative', detail: null },
      { id: 'impact_reporting', detail: 'Removal data is audited by a third party each year.' },
      {
        id: 'parental_leave',
        detail: 'Offers 480 days of shared parental leave with salary top-ups.',
      },
      { id: 'flexible_hours', detail: null },
    ],
  },
  {
    name: 'Umi no Ito',
    description:
      'Umi no Ito recovers abandoned fishing nets from the sea and recycles them into yarn for clothing and bags. The work creates year-round jobs in fishing towns rebuilding after the 2011 tsunami.',
    countryCode: 'JP',
    location: 'Miyako, Iwate',
    foundedYear: 2012,
    websiteUrl: 'https://umi-no-ito.example.com',
    linkedinUrl: null,
    twitterUrl: 'https://x.com/uminoito',
    blogUrl: 'https://umi-no-ito.example.com/blog',
    categories: [
      { id: 'ocean_conservation', detail: 'Recovers about 80 tonnes of fishing nets each year.' },
      { id: 'social_enterprise', detail: null },
      { id: 'zero_waste', detail: null },
      {
        id: 'partnerships_and_coalitions',
        detail: 'Works with nine local fishing cooperatives that bring their worn-out nets to us.',
      },
    ],
  },
  {
    name: 'Imvula Homes Collective',
    description:
      'Imvula Homes Collective helps families build safe, energy-efficient homes through housing savings groups and shared construction. Members pool their savings, learn building skills and hold secure title to the homes they build together.',
    countryCode: 'ZA',
    location: 'Cape Town, Western Cape',
    foundedYear: 1996,
    websiteUrl: 'https://imvula-homes.example.org',
    linkedinUrl: 'https://www.linkedin.com/company/imvula-homes',
    twitterUrl: null,
    blogUrl: null,
    categories: [
      { id: 'housing_and_cities', detail: 'More than 6,000 homes built by members since 1996.' },
      { id: 'poverty_alleviation', detail: null },
      { id: 'nonprofit', detail: null },
      { id: 'community_organizing', detail: null },
      { id: 'volunteer_days', detail: null },
      {
        id: 'movement_building',
        detail: 'Part of a national network of housing savings groups with thousands of members.',
      },
    ],
  },
];
