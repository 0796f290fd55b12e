import type {
  AdminGuestCode,
  AdminJob,
  AdminOrganization,
  AdminUser,
  AdminUserDetail,
  AuditLogEntry,
  ReportGroup,
  UserProfile,
} from '@catalyst/shared';

export const adminProfile = (role: UserProfile['role'] = 'admin'): UserProfile => ({
  uid: 'admin-1',
  email: 'mod@example.org',
  displayName: 'Mo Derator',
  photoURL: null,
  isAnonymous: false,
  emailVerified: true,
  createdAt: '2024-01-15T12:00:00.000Z',
  providers: ['password'],
  role,
});

/** One page of a list, as the admin routes answer it. */
export const page = <Item>(
  items: Item[],
  { total = items.length, page = 1, pageSize = 25 } = {},
) => ({
  items,
  total,
  page,
  pageSize,
});

export const reportGroup = (overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  organization: {
    id: 'org-1',
    slug: 'green-futures',
    name: 'Green Futures',
    publicationStatus: 'published',
    hidden: false,
    ownerEmail: 'owner@example.org',
  },
  openReports: 3,
  reasons: { spam: 2, impersonation: 1 },
  latestAt: '2026-03-02T14:05:00.000Z',
  reports: [
    {
      id: 'report-1',
      reason: 'spam',
      details: 'Links to a casino on every page.',
      reporter: 'visitor',
      createdAt: '2026-03-02T14:05:00.000Z',
    },
    {
      id: 'report-2',
      reason: 'impersonation',
      details: null,
      reporter: 'member',
      createdAt: '2026-03-01T09:30:00.000Z',
    },
  ],
  ...overrides,
});

export const adminOrganization = (
  overrides: Partial<AdminOrganization> = {},
): AdminOrganization => ({
  id: 'org-1',
  slug: 'green-futures',
  name: 'Green Futures',
  ownerId: 'user-7',
  ownerEmail: 'owner@example.org',
  publicationStatus: 'published',
  plan: 'monthly',
  hidden: null,
  openReports: 0,
  createdAt: '2024-02-01T00:00:00.000Z',
  ...overrides,
});

export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'user-7',
  email: 'owner@example.org',
  name: 'Olive Owner',
  role: 'member',
  emailVerified: true,
  disabled: null,
  organizationCount: 1,
  createdAt: '2024-02-01T00:00:00.000Z',
  ...overrides,
});

export const adminUserDetail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...adminUser(),
  organizations: [adminOrganization()],
  ...overrides,
});

export const guestCode = (overrides: Partial<AdminGuestCode> = {}): AdminGuestCode => ({
  id: 'code-1',
  label: 'Spring fair',
  maxUses: 10,
  uses: 2,
  expiresAt: '2026-12-31T23:59:59.000Z',
  revokedAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  redemptions: [
    {
      organizationId: 'org-1',
      organizationName: 'Green Futures',
      redeemedAt: '2026-01-10T12:00:00.000Z',
    },
    { organizationId: 'org-2', organizationName: null, redeemedAt: '2026-01-11T12:00:00.000Z' },
  ],
  ...overrides,
});

export const auditEntry = (overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 'entry-1',
  at: '2026-03-02T14:30:00.000Z',
  actor: { kind: 'admin', id: 'admin-1', label: 'mod@example.org' },
  action: 'organization.hidden',
  target: { type: 'organization', id: 'org-1', label: 'Green Futures' },
  reason: 'Links to a casino on every page.',
  details: {},
  ...overrides,
});

export const adminJob = (overrides: Partial<AdminJob> = {}): AdminJob => ({
  name: 'moderation.report-digest',
  schedule: '0 7 * * *',
  description: 'Mails the administrators a summary of the reports that came in yesterday.',
  lastRunAt: '2026-03-02T07:00:04.000Z',
  ...overrides,
});
