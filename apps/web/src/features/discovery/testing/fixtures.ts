import { type Category, type CategoryGroup, type Country } from '@catalyst/shared';

export const groups: CategoryGroup[] = [
  { id: 'impact_areas', name: 'Impact Areas', emoji: '🌍', color: '#16a34a' },
  { id: 'work_methods', name: 'Work Methods', emoji: '🛠️', color: '#2563eb' },
];

export const categories: Category[] = [
  {
    id: 'climate_action',
    groupId: 'impact_areas',
    name: 'Climate Action',
    emoji: '🌡️',
    description: 'Cutting greenhouse gas emissions.',
  },
  {
    id: 'education',
    groupId: 'impact_areas',
    name: 'Education',
    emoji: '📚',
    description: 'Improving access to quality learning.',
  },
  {
    id: 'open_source',
    groupId: 'work_methods',
    name: 'Open Source',
    emoji: '🔓',
    description: 'Publishing work openly for anyone to reuse.',
  },
];

export const countries: Country[] = [
  { code: 'DE', name: 'Germany', flagEmoji: '🇩🇪' },
  { code: 'KE', name: 'Kenya', flagEmoji: '🇰🇪' },
  { code: 'US', name: 'United States', flagEmoji: '🇺🇸' },
];
