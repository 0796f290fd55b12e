/** Category groups and categories that organizations pick to describe themselves. */
import type { CategoryGroupSeed, CategorySeed } from './seed-types.js';

export const categoryGroups: CategoryGroupSeed[] = [
  { id: 'impact_areas', name: 'Impact Areas', emoji: '🌍', color: '#16a34a' },
  { id: 'work_methods', name: 'Work Methods', emoji: '🛠️', color: '#2563eb' },
  { id: 'differentiators', name: 'Differentiators', emoji: '⭐', color: '#9333ea' },
  { id: 'culture', name: 'Culture', emoji: '🤝', color: '#db2777' },
  { id: 'company_properties', name: 'Company Properties', emoji: '🏢', color: '#0891b2' },
  { id: 'approach', name: 'Approach', emoji: '🧭', color: '#ea580c' },
  { id: 'how_we_scale_change', name: 'How We Scale Change', emoji: '📈', color: '#b45309' },
];

export const categories: CategorySeed[] = [
  {
    id: 'climate_action',
    groupId: 'impact_areas',
    name: 'Climate Action',
    emoji: '🌡️',
    description:
      'Cutting greenhouse gas emissions or helping communities adapt to a changing climate.',
  },
  {
    id: 'clean_energy',
    groupId: 'impact_areas',
    name: 'Clean Energy',
    emoji: '⚡',
    description:
      'Expanding access to renewable, affordable and reliable energy such as solar and wind.',
  },
  {
    id: 'education',
    groupId: 'impact_areas',
    name: 'Education',
    emoji: '📚',
    description: 'Improving access to quality learning, from early childhood to lifelong skills.',
  },
  {
    id: 'global_health',
    groupId: 'impact_areas',
    name: 'Global Health',
    emoji: '🩺',
    description:
      'Preventing and treating disease and strengthening health systems where care is scarce.',
  },
  {
    id: 'food_systems',
    groupId: 'impact_areas',
    name: 'Food Systems',
    emoji: '🌾',
    description:
      'Making how food is grown, distributed and eaten healthier, fairer and more sustainable.',
  },
  {
    id: 'ocean_conservation',
    groupId: 'impact_areas',
    name: 'Ocean Conservation',
    emoji: '🌊',
    description:
      'Protecting marine ecosystems, fisheries and coastlines from pollution and overuse.',
  },
  {
    id: 'poverty_alleviation',
    groupId: 'impact_areas',
    name: 'Poverty Alleviation',
    emoji: '🏘️',
    description:
      'Helping people build income, savings and fair access to financial services to leave poverty behind.',
  },
  {
    id: 'gender_equality',
    groupId: 'impact_areas',
    name: 'Gender Equality',
    emoji: '⚖️',
    description:
      'Advancing equal rights, opportunities and safety for women, girls and gender minorities.',
  },
  {
    id: 'biodiversity',
    groupId: 'impact_areas',
    name: 'Biodiversity',
    emoji: '🦋',
    description:
      'Conserving species and restoring the habitats they depend on, on land and in water.',
  },
  {
    id: 'mental_health',
    groupId: 'impact_areas',
    name: 'Mental Health',
    emoji: '🧠',
    description: 'Making mental health support accessible, affordable and free of stigma.',
  },
  {
    id: 'disability_inclusion',
    groupId: 'impact_areas',
    name: 'Disability Inclusion',
    emoji: '♿',
    description:
      'Removing barriers so people with disabilities can fully take part in work and society.',
  },
  {
    id: 'housing_and_cities',
    groupId: 'impact_areas',
    name: 'Housing & Cities',
    emoji: '🏙️',
    description: 'Creating affordable homes and livable, inclusive neighbourhoods and cities.',
  },
  {
    id: 'remote_first',
    groupId: 'work_methods',
    name: 'Remote First',
    emoji: '🏡',
    description:
      'The team works mainly from home or anywhere, with offices optional rather than expected.',
  },
  {
    id: 'hybrid_work',
    groupId: 'work_methods',
    name: 'Hybrid Work',
    emoji: '🔀',
    description: 'People split their time between a shared workplace and working remotely.',
  },
  {
    id: 'four_day_week',
    groupId: 'work_methods',
    name: 'Four-Day Week',
    emoji: '📅',
    description: 'Full-time staff work four days a week without a cut in pay.',
  },
  {
    id: 'async_communication',
    groupId: 'work_methods',
    name: 'Async Communication',
    emoji: '💬',
    description:
      'Work is coordinated mostly in writing so people can contribute on their own schedule.',
  },
  {
    id: 'open_source',
    groupId: 'work_methods',
    name: 'Open Source',
    emoji: '🔓',
    description: 'Code and tools are developed in the open and published under open licences.',
  },
  {
    id: 'flexible_hours',
    groupId: 'work_methods',
    name: 'Flexible Hours',
    emoji: '⏰',
    description: 'People choose when their working day starts and ends around a few shared hours.',
  },
  {
    id: 'field_based',
    groupId: 'work_methods',
    name: 'Field Based',
    emoji: '🥾',
    description: 'Much of the work happens on the ground, alongside the communities being served.',
  },
  {
    id: 'agile_teams',
    groupId: 'work_methods',
    name: 'Agile Teams',
    emoji: '🔁',
    description: 'Small, cross-functional teams work in short cycles and adjust based on feedback.',
  },
  {
    id: 'b_corp_certified',
    groupId: 'differentiators',
    name: 'B Corp Certified',
    emoji: '🅱️',
    description:
      'Independently certified for high standards of social and environmental performance.',
  },
  {
    id: 'carbon_negative',
    groupId: 'differentiators',
    name: 'Carbon Negative',
    emoji: '🌱',
    description: 'Removes more carbon from the atmosphere than its operations emit each year.',
  },
  {
    id: 'employee_owned',
    groupId: 'differentiators',
    name: 'Employee Owned',
    emoji: '👥',
    description: 'A significant share of the organization is owned by the people who work there.',
  },
  {
    id: 'open_data',
    groupId: 'differentiators',
    name: 'Open Data',
    emoji: '📊',
    description: 'Publishes its data sets openly so others can reuse, verify and build on them.',
  },
  {
    id: 'impact_reporting',
    groupId: 'differentiators',
    name: 'Public Impact Reporting',
    emoji: '📝',
    description: 'Publishes regular, measurable reports on the results of its work.',
  },
  {
    id: 'community_led',
    groupId: 'differentiators',
    name: 'Community Led',
    emoji: '🫂',
    description:
      'The people most affected by the issue set the priorities and hold leadership roles.',
  },
  {
    id: 'award_winning',
    groupId: 'differentiators',
    name: 'Award Winning',
    emoji: '🏆',
    description: 'Recognized by independent awards or prizes for the quality of its impact.',
  },
  {
    id: 'zero_waste',
    groupId: 'differentiators',
    name: 'Zero Waste',
    emoji: '♻️',
    description: 'Designs its products and operations so that nothing ends up in landfill.',
  },
  {
    id: 'diverse_leadership',
    groupId: 'culture',
    name: 'Diverse Leadership',
    emoji: '🌈',
    description:
      'Leadership and board reflect a wide range of backgrounds, identities and experiences.',
  },
  {
    id: 'learning_budget',
    groupId: 'culture',
    name: 'Learning Budget',
    emoji: '🎓',
    description:
      'Every team member gets dedicated time and money for courses, books and conferences.',
  },
  {
    id: 'transparent_salaries',
    groupId: 'culture',
    name: 'Transparent Salaries',
    emoji: '💰',
    description:
      'Pay bands or salaries are shared openly, inside the team and often with candidates.',
  },
  {
    id: 'parental_leave',
    groupId: 'culture',
    name: 'Generous Parental Leave',
    emoji: '👶',
    description: 'Parents of every gender get paid leave well beyond the legal minimum.',
  },
  {
    id: 'wellbeing_support',
    groupId: 'culture',
    name: 'Wellbeing Support',
    emoji: '🧘',
    description: 'Offers mental health support, recovery time and a sustainable pace of work.',
  },
  {
    id: 'flat_hierarchy',
    groupId: 'culture',
    name: 'Flat Hierarchy',
    emoji: '🪜',
    description: 'Few management layers, with decisions made close to the people doing the work.',
  },
  {
    id: 'volunteer_days',
    groupId: 'culture',
    name: 'Volunteer Days',
    emoji: '🙌',
    description: 'Staff get paid days each year to volunteer for causes they care about.',
  },
  {
    id: 'inclusive_hiring',
    groupId: 'culture',
    name: 'Inclusive Hiring',
    emoji: '🚪',
    description:
      'Hiring is designed to be fair and accessible, welcoming people from all walks of life.',
  },
  {
    id: 'nonprofit',
    groupId: 'company_properties',
    name: 'Nonprofit',
    emoji: '💚',
    description:
      'A charitable organization that reinvests any surplus in its mission instead of profits.',
  },
  {
    id: 'social_enterprise',
    groupId: 'company_properties',
    name: 'Social Enterprise',
    emoji: '🏪',
    description:
      'A business that earns its income through trade and puts its social mission first.',
  },
  {
    id: 'startup',
    groupId: 'company_properties',
    name: 'Startup',
    emoji: '🚀',
    description: 'A young, fast-growing company building a new product or model for impact.',
  },
  {
    id: 'cooperative',
    groupId: 'company_properties',
    name: 'Cooperative',
    emoji: '🧺',
    description:
      'Owned and democratically run by its members, such as workers, producers or customers.',
  },
  {
    id: 'foundation',
    groupId: 'company_properties',
    name: 'Foundation',
    emoji: '🏛️',
    description: 'A philanthropic organization that funds and supports work by others.',
  },
  {
    id: 'public_benefit_corp',
    groupId: 'company_properties',
    name: 'Public Benefit Corporation',
    emoji: '📜',
    description:
      'A for-profit company legally bound to pursue a stated public benefit alongside profit.',
  },
  {
    id: 'ngo',
    groupId: 'company_properties',
    name: 'NGO',
    emoji: '🕊️',
    description:
      'A non-governmental organization working independently of the state on public causes.',
  },
  {
    id: 'research_and_science',
    groupId: 'approach',
    name: 'Research & Science',
    emoji: '🔬',
    description: 'Generates evidence and new knowledge to understand problems and test solutions.',
  },
  {
    id: 'technology',
    groupId: 'approach',
    name: 'Technology',
    emoji: '💻',
    description:
      'Builds software, hardware or digital platforms that make solutions work at scale.',
  },
  {
    id: 'policy_advocacy',
    groupId: 'approach',
    name: 'Policy Advocacy',
    emoji: '📣',
    description: 'Works with decision-makers to shape laws, regulations and public budgets.',
  },
  {
    id: 'community_organizing',
    groupId: 'approach',
    name: 'Community Organizing',
    emoji: '✊',
    description: 'Brings people together to build collective power and act on shared concerns.',
  },
  {
    id: 'direct_services',
    groupId: 'approach',
    name: 'Direct Services',
    emoji: '🤲',
    description:
      'Delivers help such as care, training or supplies directly to the people who need it.',
  },
  {
    id: 'grantmaking',
    groupId: 'approach',
    name: 'Grantmaking',
    emoji: '🎁',
    description: 'Funds other organizations and individuals so that their work can grow.',
  },
  {
    id: 'impact_investing',
    groupId: 'approach',
    name: 'Impact Investing',
    emoji: '💹',
    description:
      'Invests capital in ventures that deliver measurable social or environmental returns.',
  },
  {
    id: 'education_and_training',
    groupId: 'approach',
    name: 'Education & Training',
    emoji: '🧑‍🏫',
    description: 'Teaches skills and shares knowledge so people can lead change themselves.',
  },
  {
    id: 'systems_change',
    groupId: 'how_we_scale_change',
    name: 'Systems Change',
    emoji: '🕸️',
    description:
      'Tackles the root causes of a problem by shifting the rules, flows and power around it.',
  },
  {
    id: 'movement_building',
    groupId: 'how_we_scale_change',
    name: 'Movement Building',
    emoji: '📢',
    description: 'Grows a broad base of people and groups who push for change together.',
  },
  {
    id: 'open_knowledge',
    groupId: 'how_we_scale_change',
    name: 'Open Knowledge',
    emoji: '📖',
    description: 'Shares methods, tools and lessons freely so anyone can adopt what works.',
  },
  {
    id: 'replication',
    groupId: 'how_we_scale_change',
    name: 'Replication',
    emoji: '🧬',
    description: 'Packages a proven model so partners can run it in new places.',
  },
  {
    id: 'policy_change',
    groupId: 'how_we_scale_change',
    name: 'Policy Change',
    emoji: '🗳️',
    description: 'Scales impact by getting successful approaches written into public policy.',
  },
  {
    id: 'market_transformation',
    groupId: 'how_we_scale_change',
    name: 'Market Transformation',
    emoji: '🔄',
    description: 'Shifts whole industries by making the sustainable choice the standard one.',
  },
  {
    id: 'partnerships_and_coalitions',
    groupId: 'how_we_scale_change',
    name: 'Partnerships & Coalitions',
    emoji: '🔗',
    description:
      'Multiplies impact by joining forces with governments, businesses and other groups.',
  },
  {
    id: 'franchising',
    groupId: 'how_we_scale_change',
    name: 'Social Franchising',
    emoji: '🗺️',
    description:
      'Licenses its model to local operators who deliver it under shared quality standards.',
  },
];
