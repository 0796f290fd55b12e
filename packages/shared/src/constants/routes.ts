/**
 * Every page route of the SPA, once. The web router is built from these patterns and the
 * server uses them to answer unknown paths with a real 404 and to describe pages to crawlers.
 */
export const appRoutes = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  faq: '/faq',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  verifyEmailRequired: '/verify-email-required',
  dashboard: '/dashboard',
  dashboardOrganizations: '/dashboard/organizations',
  dashboardSettings: '/dashboard/settings',
  /** Saved searches and the alerts mailed for them and for followed organizations. */
  dashboardAlerts: '/dashboard/alerts',
  /** Where a digest's unsubscribe link lands: one click, no session needed. */
  alertsUnsubscribe: '/alerts/unsubscribe',
  profile: '/profile',
  submitOrganization: '/submit-organization',
  organizations: '/organizations',
  organization: '/organizations/:orgId',
  organizationEdit: '/organizations/:orgId/edit',
  /** A role's own page, under its organization's profile address. */
  organizationRole: '/organizations/:orgId/roles/:roleId',
  /** The owner's screens beside the editor: roles, team, website proof, analytics. */
  organizationRolesManage: '/organizations/:orgId/edit/roles',
  organizationTeam: '/organizations/:orgId/edit/team',
  organizationWebsite: '/organizations/:orgId/edit/website',
  organizationAnalytics: '/organizations/:orgId/analytics',
  /** Where an invitation's link lands: accept it, signing up or in first. */
  invitation: '/invitations/:token',
  /** Where the website-verification email's link lands. */
  confirmWebsiteEmail: '/website-verification/:token',
  paymentSelect: '/payments/select/:orgId',
  paymentCanceled: '/payments/canceled',
  testCheckout: '/payments/test-checkout/:sessionId',
  admin: '/admin',
  adminOrganizations: '/admin/organizations',
  adminUsers: '/admin/users',
  adminGuestCodes: '/admin/guest-codes',
  adminAuditLog: '/admin/audit-log',
  adminJobs: '/admin/jobs',
} as const;

type AppRouteKey = keyof typeof appRoutes;

/** Pages that only make sense to a signed-in owner: never indexed. */
export const privateRouteKeys: readonly AppRouteKey[] = [
  'verifyEmail',
  'verifyEmailRequired',
  'resetPassword',
  'dashboard',
  'dashboardOrganizations',
  'dashboardSettings',
  'dashboardAlerts',
  'alertsUnsubscribe',
  'profile',
  'submitOrganization',
  'organizationEdit',
  'organizationRolesManage',
  'organizationTeam',
  'organizationWebsite',
  'organizationAnalytics',
  'invitation',
  'confirmWebsiteEmail',
  'paymentSelect',
  'paymentCanceled',
  'testCheckout',
  'admin',
  'adminOrganizations',
  'adminUsers',
  'adminGuestCodes',
  'adminAuditLog',
  'adminJobs',
];

interface RouteMatch {
  key: AppRouteKey;
  params: Record<string, string>;
}

interface CompiledRoute {
  key: AppRouteKey;
  names: string[];
  regex: RegExp;
}

let compiled: CompiledRoute[] | undefined;

/**
 * The patterns as regular expressions, made on first use, by the rules React Router matches
 * them with in the browser: letters in any case, any number of trailing slashes, a parameter
 * one segment. The browser's router has its own matching, so its code carries neither this
 * work nor its result; `apps/web/src/app/routes.test.tsx` holds the two to the same answers.
 */
function compiledRoutes(): CompiledRoute[] {
  compiled ??= Object.entries(appRoutes).map(([key, pattern]) => {
    const names: string[] = [];
    const source = pattern.replace(/\/$/, '').replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { key: key as AppRouteKey, names, regex: new RegExp(`^${source}/*$`, 'i') };
  });
  return compiled;
}

/**
 * The address with each segment decoded, as the router reads it: an encoded slash stays
 * `%2F` so it cannot split a segment, and an address that is not valid escaping stays as sent.
 */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The page an address names, with its parameters, or undefined for no page of the app. */
export function matchAppRoute(pathname: string): RouteMatch | undefined {
  const path = decodedPath(pathname);
  for (const route of compiledRoutes()) {
    const match = route.regex.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = (match[index + 1] ?? '').replace(/%2F/g, '/');
    });
    return { key: route.key, params };
  }
  return undefined;
}

/** Fills a pattern's `:params`, e.g. `routePath('organization', { orgId })`. */
export function routePath(key: AppRouteKey, params: Record<string, string> = {}): string {
  return appRoutes[key].replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
