import { appRoutes, routePath } from '@catalyst/shared';

/** Every route of the app, from the one catalogue the server shares. */
export const paths = {
  ...appRoutes,
  /** A profile's address is its slug; an id there still works (the server redirects). */
  organizationPath: (slug: string) => routePath('organization', { orgId: slug }),
  organizationEditPath: (orgId: string) => routePath('organizationEdit', { orgId }),
  paymentSelectPath: (orgId: string) => routePath('paymentSelect', { orgId }),
  /** A role's page, under the profile's address. */
  organizationRolePath: (slug: string, roleId: string) =>
    routePath('organizationRole', { orgId: slug, roleId }),
  organizationRolesManagePath: (orgId: string) => routePath('organizationRolesManage', { orgId }),
  organizationTeamPath: (orgId: string) => routePath('organizationTeam', { orgId }),
  organizationAnalyticsPath: (orgId: string) => routePath('organizationAnalytics', { orgId }),
  invitationPath: (token: string) => routePath('invitation', { token }),
  organizationWebsitePath: (orgId: string) => routePath('organizationWebsite', { orgId }),
  /** The users page with one account's details open beside the list. */
  adminUserPath: (userId: string) =>
    `${appRoutes.adminUsers}?${new URLSearchParams({ user: userId })}`,
  /** The audit log of everything done to one organization, account or guest code. */
  adminHistoryPath: (targetId: string) =>
    `${appRoutes.adminAuditLog}?${new URLSearchParams({ targetId })}`,
} as const;
