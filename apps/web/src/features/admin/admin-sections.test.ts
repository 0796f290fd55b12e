// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { adminSectionForPath } from './admin-sections';

describe('adminSectionForPath', () => {
  it('finds each section at its address, with or without a trailing slash, as the router does', () => {
    expect(adminSectionForPath(paths.admin)).toBe('reports');
    expect(adminSectionForPath(paths.adminOrganizations)).toBe('organizations');
    expect(adminSectionForPath(`${paths.adminUsers}/`)).toBe('users');
    expect(adminSectionForPath(paths.adminGuestCodes)).toBe('guest-codes');
    expect(adminSectionForPath(paths.adminAuditLog)).toBe('audit-log');
    expect(adminSectionForPath(paths.adminJobs)).toBe('jobs');
  });

  it('shows the report queue at an address of no section', () => {
    expect(adminSectionForPath(`${paths.adminUsers}/extra`)).toBe('reports');
  });
});
