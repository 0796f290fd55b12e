/** Open roles of some demo organizations, so 'Hiring now' and the roles sections show on a fresh install. */
import type { DemoOpenRoleSeed } from './seed-types.js';

export const demoOpenRoles: Record<string, DemoOpenRoleSeed[]> = {
  'Brightfield Solar Commons': [
    {
      title: 'Community Solar Organizer',
      team: 'Neighbourhood Programs',
      employmentType: 'full_time',
      workplace: 'onsite',
      location: 'Detroit, Michigan',
      remoteCountries: [],
      salary: { min: 52_000, max: 61_000, currency: 'USD', period: 'year' },
      description:
        'Lead the block meetings where neighbours choose the next solar garden site, sign up member-owners and keep them informed from groundbreaking to the first bill credit. You know Detroit, you like door-knocking, and you can explain a kilowatt-hour in plain words.',
      apply: { url: 'https://brightfield-solar-commons.example.org/jobs/organizer' },
      openForDays: 45,
    },
  ],
  'Kestrel Health Analytics': [
    {
      title: 'Senior Data Engineer',
      team: 'Surveillance Platform',
      employmentType: 'full_time',
      workplace: 'remote',
      location: 'Any time zone between UTC-5 and UTC+3',
      remoteCountries: ['US', 'CA', 'GB', 'DE', 'NL', 'KE', 'ZA'],
      salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
      description:
        'Build the pipelines that bring clinic reports, wastewater results and pharmacy sales into one outbreak signal without exposing anyone’s personal data. Python, SQL and a taste for careful, testable data work; public health experience welcome but not required.',
      apply: { email: 'jobs@kestrel-health.example.org' },
      openForDays: 50,
    },
    {
      title: 'Epidemiology Intern',
      team: 'Methods',
      employmentType: 'internship',
      workplace: 'remote',
      location: null,
      remoteCountries: ['US', 'CA'],
      salary: { min: 28, max: 32, currency: 'USD', period: 'hour' },
      description:
        'Twelve weeks with our methods team validating early-warning models against historical outbreaks. You are studying epidemiology, biostatistics or a related field and want your work to be used by real health departments.',
      apply: { url: 'https://kestrel-health.example.org/careers/intern' },
      openForDays: 30,
    },
  ],
  'Werkbank Zirkulär': [
    {
      title: 'Werkstattleitung Reparatur (Workshop Lead, Repair)',
      team: 'Werkstatt',
      employmentType: 'full_time',
      workplace: 'onsite',
      location: 'Berlin-Neukölln',
      remoteCountries: [],
      salary: { min: 3_400, max: 3_900, currency: 'EUR', period: 'month' },
      description:
        'Run our repair workshop: plan the week, train apprentices, and keep 300 appliances a month out of landfill. You are a trained electronics or appliance technician and enjoy teaching; German at work, English welcome.',
      apply: { email: 'werkstatt@werkbank-zirkulaer.example.org' },
      openForDays: 40,
    },
  ],
  'Mavuno Soil Partners': [
    {
      title: 'Field Agronomist',
      team: 'Farmer Support',
      employmentType: 'full_time',
      workplace: 'hybrid',
      location: 'Nakuru, with field days across the Rift Valley',
      remoteCountries: [],
      salary: { min: 1_200_000, max: 1_560_000, currency: 'KES', period: 'year' },
      description:
        'Work alongside smallholder farmers testing cover crops and compost on their own plots, and turn what works into simple advice shared by SMS. A degree in agronomy or soil science and Kiswahili are needed; a motorbike licence helps.',
      apply: { url: 'https://mavuno-soil.example.org/careers' },
      openForDays: 35,
    },
  ],
  'Adire Code Academy': [
    {
      title: 'Volunteer Coding Mentor',
      team: 'Weekend Cohorts',
      employmentType: 'volunteer',
      workplace: 'remote',
      location: 'Saturdays, 10:00 to 13:00 West Africa Time',
      remoteCountries: ['NG', 'GH', 'GB', 'US'],
      salary: { min: 0, max: 0, currency: 'NGN', period: 'month' },
      description:
        'Mentor four learners through their first web application, one Saturday morning a week for ten weeks. You write JavaScript for a living and remember what it was like to start.',
      apply: { email: 'mentors@adire-code.example.org' },
      openForDays: 55,
    },
  ],
  'Raiz Viva Agroflorestal': [
    {
      title: 'Coordenador(a) de Viveiro (Nursery Coordinator)',
      team: 'Viveiro',
      employmentType: 'full_time',
      workplace: 'onsite',
      location: 'Santarém, Pará',
      remoteCountries: [],
      salary: { min: 4_200, max: 5_000, currency: 'BRL', period: 'month' },
      description:
        'Coordinate our native-species nursery of 80,000 seedlings a year with the seed collectors of six communities, from germination to the day the trees leave for the farms.',
      apply: { url: 'https://raiz-viva.example.org/vagas' },
      openForDays: 42,
    },
  ],
  'Klarsikt Carbon': [
    {
      title: 'Research Engineer, Direct Air Capture',
      team: 'Process Engineering',
      employmentType: 'full_time',
      workplace: 'hybrid',
      location: 'Umeå',
      remoteCountries: [],
      salary: { min: 52_000, max: 64_000, currency: 'SEK', period: 'month' },
      description:
        'Design and run experiments on our pilot sorbent rig, and write up what you learn so the next plant costs less. Chemical or process engineering background; relocation support for you and your family.',
      apply: { email: 'careers@klarsikt.example.org' },
      openForDays: 60,
    },
  ],
  'Imvula Homes Collective': [
    {
      title: 'Part-time Bookkeeper',
      team: 'Finance',
      employmentType: 'part_time',
      workplace: 'hybrid',
      location: 'Cape Town, two days a week in Woodstock',
      remoteCountries: [],
      salary: { min: 180, max: 220, currency: 'ZAR', period: 'hour' },
      description:
        'Keep the books of our housing co-operative: member contributions, contractor payments and the quarterly reports our funders read. Three days a week, flexible hours.',
      apply: { email: 'finance@imvula-homes.example.org' },
      openForDays: 28,
    },
  ],
};
