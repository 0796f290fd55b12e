import { appRoutes, matchAppRoute, routePath } from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import { matchPage, matchPageOnServer } from './routes';

/** The page id the router's tree names for each route of the shared catalogue. */
const pageOf: Record<keyof typeof appRoutes, string> = {
  home: 'home',
  about: 'about',
  contact: 'contact',
  privacy: 'privacy',
  faq: 'faq',
  login: 'login',
  signup: 'signup',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  verifyEmail: 'verify-email',
  verifyEmailRequired: 'verify-email-required',
  dashboard: 'dashboard',
  dashboardOrganizations: 'dashboard',
  dashboardSettings: 'dashboard',
  dashboardAlerts: 'alerts',
  alertsUnsubscribe: 'alerts',
  profile: 'dashboard',
  submitOrganization: 'submit-organization',
  organizations: 'organizations',
  organization: 'organization',
  organizationEdit: 'organization-edit',
  organizationRole: 'organization-role',
  organizationRolesManage: 'organization-roles-manage',
  organizationTeam: 'organization-team',
  organizationWebsite: 'organization-website',
  organizationAnalytics: 'organization-analytics',
  invitation: 'invitation',
  confirmWebsiteEmail: 'confirm-website-email',
  paymentSelect: 'payment-select',
  paymentCanceled: 'payment-canceled',
  testCheckout: 'test-checkout',
  admin: 'admin',
  adminOrganizations: 'admin',
  adminUsers: 'admin',
  adminGuestCodes: 'admin',
  adminAuditLog: 'admin',
  adminJobs: 'admin',
};

const sampleParams = {
  orgId: 'brightfield-solar',
  roleId: '7b0e4c1a-2f4e-4d0a-9a57-0c3f1e2d5b6a',
  token: 'tok_abc123',
  sessionId: 'cs_test_42',
};

/** Every route filled in, and the ways a visitor or a link can spell it differently. */
const addresses = Object.keys(appRoutes).flatMap((key) => {
  const path = routePath(key as keyof typeof appRoutes, sampleParams);
  return [path, `${path}/`, path.toUpperCase(), `${path}//`];
});

const unknown = [
  '/nope',
  '/organizations/a/b',
  '/organizations/brightfield-solar/edit/unknown',
  '/admin/organizations/extra',
  '/organizations//edit',
  '/dashboard/organizations/x',
  '/organizations/caf%C3%A9-solaire',
  '/organizations/a%2Fb',
  '/invitations/%E2%9C%93',
];

/**
 * The server reads an address with `matchAppRoute` (status, page head, cache keys, metrics)
 * and the browser with the router. They are two matchers over one catalogue of patterns, so
 * they must answer alike for every address, or the server would 404 a page the router shows.
 */
describe('the server and the router read every address alike', () => {
  it.each([...addresses, ...unknown])('%s', (address) => {
    const routed = matchPage(address);
    const served = matchAppRoute(address);
    if (!routed || routed.id === 'not-found') {
      expect(served).toBeUndefined();
      return;
    }
    expect(served, 'the server knows the page the router shows').toBeDefined();
    expect(pageOf[served!.key]).toBe(routed.id);
    expect(served!.params).toEqual(routed.params);
  });
});

/** The server renders with its own reading of the address; it must name the router's page. */
describe('the server renders the page the router shows', () => {
  it.each([...addresses, ...unknown])('%s', (address) => {
    const routed = matchPage(address);
    const rendered = matchPageOnServer(address);
    expect(rendered?.id).toBe(routed?.id);
    if (routed?.id !== 'not-found') expect(rendered?.params).toEqual(routed?.params);
    // The narrowed tree it renders with routes the address as the whole tree does.
    expect(matchPage(address, rendered?.routes)).toEqual(routed);
  });
});
