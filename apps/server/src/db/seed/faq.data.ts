/** FAQ entries; `{product}` is replaced with the configured brand name when served. */
import type { FaqEntrySeed } from './seed-types.js';

export const faqEntries: FaqEntrySeed[] = [
  {
    id: 'what-is-profile',
    question: 'What is a {product} Profile?',
    answer:
      'A {product} Profile is a public page for a mission-driven organization. It brings together your mission, culture, values, open roles, milestones and media in one place, so talent, partners, funders and supporters can quickly understand what you do and why it matters.',
    categories: ['general'],
  },
  {
    id: 'why-companies-pay',
    question: 'Why do organizations pay for a {product} Profile?',
    answer:
      'A {product} Profile gives your organization a dedicated page in a directory built for mission-driven work. It puts your mission, culture and open roles in front of talent, partners, funders and supporters looking for organizations like yours, for $12 per month or $100 per year.',
    categories: ['general', 'pricing'],
  },
  {
    id: 'profile-recruiting',
    question: 'Can a {product} Profile help us recruit?',
    answer:
      'Yes. Your {product} Profile lets you list open roles next to your mission, culture and values, so candidates see why your work matters before they apply. It helps you reach people who are looking specifically for a career with positive impact.',
    categories: ['general'],
  },
  {
    id: 'who-can-create',
    question: 'Who can create a {product} Profile?',
    answer:
      'Anyone committed to positive impact can create a profile, whether you run a nonprofit, a social enterprise, a B Corp, a climate startup or another mission-driven organization. There is no application or approval step.',
    categories: ['submission'],
  },
  {
    id: 'profile-contents',
    question: 'What can I include in my {product} Profile?',
    answer:
      'You can share your mission, culture and values, list open roles, highlight milestones and add images and other media. You can also choose the categories that describe your impact areas and way of working, and link to your website and social channels.',
    categories: ['organization'],
  },
  {
    id: 'getting-started',
    question: 'How do I get started?',
    answer:
      'Create your {product} Profile by filling in your organization details, choosing your categories and adding images and links. Then pick a monthly or annual plan. Your profile is published as soon as payment is complete, with no application or review to wait for.',
    categories: ['submission'],
  },
  {
    id: 'pricing',
    question: 'How much does a {product} Profile cost?',
    answer:
      'A {product} Profile costs $12 per month or $100 per year. The annual plan saves 16%, which is $44 less than paying monthly for a year. Each subscription covers one organization profile, and you can cancel anytime.',
    categories: ['pricing'],
  },
  {
    id: 'profile-visibility',
    question: 'When does my {product} Profile become visible?',
    answer:
      'Your {product} Profile is published in the public directory as soon as payment is complete. There is no approval step, so visitors can find your organization right away.',
    categories: ['organization'],
  },
  {
    id: 'edit-listing',
    question: 'Can I edit or delete my {product} Profile later?',
    answer:
      'Yes. You can edit your profile at any time from your dashboard, including your categories, images and links. If you no longer need it, you can delete your profile from the dashboard as well.',
    categories: ['organization'],
  },
];
