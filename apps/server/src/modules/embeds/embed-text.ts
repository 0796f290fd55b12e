import type { EmbedLanguage, EmploymentType, SalaryPeriod, Workplace } from '@catalyst/shared';

export interface EmbedText {
  heading: (organization: string) => string;
  none: string;
  viewAll: (organization: string, product: string) => string;
  /** A role's link names the role and says it opens a new tab (the frame stays). */
  opensInNewTab: string;
  employmentTypes: Record<EmploymentType, string>;
  workplaces: Record<Workplace, string>;
  periods: Record<SalaryPeriod, string>;
  /** How the language groups thousands ('40,000', '40.000', '40 000'). */
  numberLocale: string;
}

export const embedText: Record<EmbedLanguage, EmbedText> = {
  en: {
    heading: (organization) => `Open roles at ${organization}`,
    none: 'No open roles right now.',
    viewAll: (organization, product) => `${organization} on ${product} Profiles`,
    opensInNewTab: 'opens in a new tab',
    employmentTypes: {
      full_time: 'Full-time',
      part_time: 'Part-time',
      contract: 'Contract',
      internship: 'Internship',
      volunteer: 'Volunteer',
    },
    workplaces: { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' },
    periods: { year: 'per year', month: 'per month', hour: 'per hour' },
    numberLocale: 'en',
  },
  de: {
    heading: (organization) => `Offene Stellen bei ${organization}`,
    none: 'Derzeit keine offenen Stellen.',
    viewAll: (organization, product) => `${organization} auf ${product} Profiles`,
    opensInNewTab: 'öffnet in einem neuen Tab',
    employmentTypes: {
      full_time: 'Vollzeit',
      part_time: 'Teilzeit',
      contract: 'Befristet',
      internship: 'Praktikum',
      volunteer: 'Ehrenamt',
    },
    workplaces: { onsite: 'Vor Ort', hybrid: 'Hybrid', remote: 'Remote' },
    periods: { year: 'pro Jahr', month: 'pro Monat', hour: 'pro Stunde' },
    numberLocale: 'de',
  },
  fr: {
    heading: (organization) => `Postes ouverts chez ${organization}`,
    none: 'Aucun poste ouvert pour le moment.',
    viewAll: (organization, product) => `${organization} sur ${product} Profiles`,
    opensInNewTab: 's’ouvre dans un nouvel onglet',
    employmentTypes: {
      full_time: 'Temps plein',
      part_time: 'Temps partiel',
      contract: 'Contrat',
      internship: 'Stage',
      volunteer: 'Bénévolat',
    },
    workplaces: { onsite: 'Sur site', hybrid: 'Hybride', remote: 'À distance' },
    periods: { year: 'par an', month: 'par mois', hour: 'de l’heure' },
    numberLocale: 'fr',
  },
  es: {
    heading: (organization) => `Puestos abiertos en ${organization}`,
    none: 'No hay puestos abiertos por ahora.',
    viewAll: (organization, product) => `${organization} en ${product} Profiles`,
    opensInNewTab: 'se abre en una pestaña nueva',
    employmentTypes: {
      full_time: 'Jornada completa',
      part_time: 'Media jornada',
      contract: 'Contrato',
      internship: 'Prácticas',
      volunteer: 'Voluntariado',
    },
    workplaces: { onsite: 'Presencial', hybrid: 'Híbrido', remote: 'Remoto' },
    periods: { year: 'al año', month: 'al mes', hour: 'por hora' },
    numberLocale: 'es',
  },
};
