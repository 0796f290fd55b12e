import { appRoutes, routePath } from '@catalyst/shared';

/** Every route of the app, from the one catalogue the server shares. */
export const paths = {
  ...appRoutes,
  /** A profile's address is its slug; an id there still works (the server redirects). */
  organizationPath: (slug: string) => routePath('organization', { orgId: slug }),
  organizationEditPath: (orgId: string) => routePath('organizationEdit', { orgId }),
  paymentSelectPath: (orgId: string) => routePath('paymentSelect', { orgId }),
} as const;
