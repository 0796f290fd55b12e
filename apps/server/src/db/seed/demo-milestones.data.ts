/** Milestones of some demo organizations, so profiles show their timeline on a fresh install. */
import type { DemoMilestoneSeed } from './seed-types.js';

export const demoMilestones: Record<string, DemoMilestoneSeed[]> = {
  'Brightfield Solar Commons': [
    {
      date: '2016-09',
      title: 'First solar garden switched on',
      description: 'Forty neighbours bought shares in a 120 kW array on the roof of St. Luke’s.',
    },
    {
      date: '2019-05-18',
      title: '1,000 member-owners',
      description: null,
      link: 'https://brightfield-solar-commons.example.org/blog/one-thousand',
    },
    {
      date: '2023-03',
      title: 'Playbook adopted by three Midwest cities',
      description: 'Cleveland, Milwaukee and Gary now run gardens on the same model.',
    },
    {
      date: '2025-10-02',
      title: '14th garden and 6 MW installed',
      description: null,
    },
  ],
  'Kestrel Health Analytics': [
    {
      date: '2019-02',
      title: 'Founded as a public benefit corporation',
      description: null,
    },
    {
      date: '2021-11-09',
      title: 'Open-sourced the outbreak model',
      description: 'Released under the Apache 2.0 licence, with the validation data.',
      link: 'https://kestrel-health.example.org/blog/open-model',
    },
    {
      date: '2024-06',
      title: 'Used by 40 health departments',
      description: 'In nine countries, from county offices to national institutes.',
    },
  ],
  'Werkbank Zirkulär': [
    {
      date: '2018-04',
      title: 'Repair café becomes a workshop',
      description: 'A weekly volunteer evening turned into a full-time social enterprise.',
    },
    {
      date: '2022-01-15',
      title: 'First apprentices certified',
      description: 'Six young people completed their electronics apprenticeship with us.',
    },
    {
      date: '2025-07',
      title: '30,000 appliances repaired',
      description: null,
    },
  ],
  'Mavuno Soil Partners': [
    {
      date: '2017-03',
      title: 'First cover-crop trials with 20 farmers',
      description: null,
    },
    {
      date: '2020-08-01',
      title: 'Advice by SMS in Kiswahili',
      description: 'Weekly tips reach 8,000 smallholders who have no smartphone.',
    },
    {
      date: '2024-12',
      title: 'Yields up a fifth on partner farms',
      description: 'Three seasons of records from 1,200 plots, published with the county.',
      link: 'https://mavuno-soil.example.org/results',
    },
  ],
  'Pwani Reef Guardians': [
    {
      date: '2015-11',
      title: 'Community marine reserve declared',
      description: 'Four villages agreed a no-take zone of 6 km² with the fisheries office.',
    },
    {
      date: '2021-02-20',
      title: 'Fish catches recover at the reserve’s edge',
      description: null,
    },
  ],
  'Jalsetu Water Collective': [
    {
      date: '2014-06',
      title: 'First village water committee',
      description: 'Women-led committees now run 60 check dams across Kutch.',
    },
    {
      date: '2023-09-05',
      title: 'National water award',
      description: null,
    },
  ],
  'Raiz Viva Agroflorestal': [
    {
      date: '2018-01',
      title: 'Native-species nursery opens',
      description: null,
    },
    {
      date: '2024-03-21',
      title: 'One million trees planted',
      description: 'With 310 families, on land cleared for pasture decades ago.',
    },
  ],
  'Adire Code Academy': [
    {
      date: '2020-10',
      title: 'First weekend cohort graduates',
      description: 'Twenty-two learners, eleven of them now working as developers.',
    },
    {
      date: '2025-04-12',
      title: 'Partnership with three Lagos universities',
      description: null,
      link: 'https://adire-code.example.org/news/universities',
    },
  ],
  'Klarsikt Carbon': [
    {
      date: '2021-05',
      title: 'Pilot rig captures its first tonne',
      description: null,
    },
    {
      date: '2025-09-30',
      title: 'Independent verification of removals',
      description: 'Every tonne we sell is now measured and certified by a third party.',
    },
  ],
  'Imvula Homes Collective': [
    {
      date: '2019-07',
      title: 'Land secured for 48 homes',
      description: null,
    },
    {
      date: '2022-12-10',
      title: 'First families move in',
      description: 'Built by and for members, with monthly costs capped at a third of income.',
    },
  ],
};
