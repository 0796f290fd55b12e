import { appRoutes, routePath } from '@catalyst/shared';

/** Every route of the app, from the one catalogue the server shares. */
export const paths = {
  ...appRoutes,
  organizationPath: (orgId: string) => routePath('organization', { orgId }),
  organizationEditPath: (orgId: string) => routePath('organizationEdit', { orgId }),
  paymentSelectPath: (orgId: string) => routePath('paymentSelect', { orgId }),
} as const;
