import { openRoleMessages } from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyRoleForm,
  roleFormResolver,
  toRoleInput,
  type RoleFormValues,
} from './role-form-values';

const resolve = (values: RoleFormValues) =>
  roleFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const filled = (overrides: Partial<RoleFormValues> = {}): RoleFormValues => ({
  ...emptyRoleForm(),
  title: 'Coordinator',
  location: 'Cork',
  salaryMin: 38000,
  salaryMax: 44000,
  description: 'Trees.',
  applyUrl: 'https://example.org/jobs',
  ...overrides,
});

describe('the role form’s rules (the shared schema’s)', () => {
  it('asks for the salary range before anything is sent', async () => {
    const { errors } = await resolve(filled({ salaryMin: undefined, salaryMax: undefined }));
    expect(errors.salaryMin?.message).toBe(openRoleMessages.salaryRequired);
  });

  it('puts the way-to-apply rule on the address being typed', async () => {
    const { errors } = await resolve(filled({ applyBy: 'email', applyEmail: '' }));
    expect(errors.applyEmail?.message).toBe(openRoleMessages.applyOneWay);
    expect(errors.applyUrl).toBeUndefined();
  });

  it('sends only the way to apply chosen, and no countries for a role on site', async () => {
    const input = toRoleInput(
      filled({ applyBy: 'email', applyEmail: 'jobs@example.org', remoteCountries: ['DE'] }),
    );
    expect(input).toMatchObject({
      applyUrl: null,
      applyEmail: 'jobs@example.org',
      remoteCountries: [],
    });
    const { errors, values } = await resolve(filled());
    expect(errors).toEqual({});
    expect(values).toMatchObject({ title: 'Coordinator', salaryCurrency: 'EUR' });
  });
});
