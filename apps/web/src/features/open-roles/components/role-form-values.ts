import {
  defaultValidThrough,
  openRoleInputSchema,
  type OpenRole,
  type OpenRoleFields,
  type OpenRoleInput,
} from '@catalyst/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's fields: as typed, with how one applies chosen apart from the address given. */
export interface RoleFormValues {
  title: string;
  team: string;
  employmentType: OpenRole['employmentType'];
  workplace: OpenRole['workplace'];
  location: string;
  remoteCountries: string[];
  salaryMin: number | undefined;
  salaryMax: number | undefined;
  salaryCurrency: string;
  salaryPeriod: OpenRole['salaryPeriod'];
  description: string;
  applyBy: 'url' | 'email';
  applyUrl: string;
  applyEmail: string;
  validThrough: string;
}

export function emptyRoleForm(): RoleFormValues {
  return {
    title: '',
    team: '',
    employmentType: 'full_time',
    workplace: 'onsite',
    location: '',
    remoteCountries: [],
    salaryMin: undefined,
    salaryMax: undefined,
    salaryCurrency: 'EUR',
    salaryPeriod: 'year',
    description: '',
    applyBy: 'url',
    applyUrl: '',
    applyEmail: '',
    validThrough: defaultValidThrough(),
  };
}

export function roleFormOf(role: OpenRole): RoleFormValues {
  return {
    title: role.title,
    team: role.team ?? '',
    employmentType: role.employmentType,
    workplace: role.workplace,
    location: role.location ?? '',
    remoteCountries: role.remoteCountries,
    salaryMin: role.salaryMin,
    salaryMax: role.salaryMax,
    salaryCurrency: role.salaryCurrency,
    salaryPeriod: role.salaryPeriod,
    description: role.description,
    applyBy: role.applyEmail ? 'email' : 'url',
    applyUrl: role.applyUrl ?? '',
    applyEmail: role.applyEmail ?? '',
    validThrough: role.validThrough,
  };
}

/** What the API is sent: the way to apply not chosen is left out, as are empty fields. */
export function toRoleInput(values: RoleFormValues): OpenRoleInput {
  return {
    title: values.title,
    team: values.team || null,
    employmentType: values.employmentType,
    workplace: values.workplace,
    location: values.location || null,
    remoteCountries: values.workplace === 'remote' ? values.remoteCountries : [],
    salaryMin: values.salaryMin as number,
    salaryMax: values.salaryMax as number,
    salaryCurrency: values.salaryCurrency as OpenRoleInput['salaryCurrency'],
    salaryPeriod: values.salaryPeriod,
    description: values.description,
    applyUrl: values.applyBy === 'url' ? values.applyUrl.trim() || null : null,
    applyEmail: values.applyBy === 'email' ? values.applyEmail.trim() || null : null,
    validThrough: values.validThrough,
  };
}

/**
 * The shared schema decides, as the server will: its messages land on the fields shown (the
 * one-way-to-apply rule on the address being typed).
 */
export const roleFormResolver: Resolver<RoleFormValues, unknown, OpenRoleFields> = async (
  values,
) => {
  const result = openRoleInputSchema.safeParse(toRoleInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<RoleFormValues> = {};
  for (const issue of result.error.issues) {
    let field = String(issue.path[0] ?? 'root') as keyof RoleFormValues;
    if (field === 'applyUrl' || field === 'applyEmail') {
      field = values.applyBy === 'email' ? 'applyEmail' : 'applyUrl';
    }
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
