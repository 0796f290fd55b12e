import { APIError, getOAuthState } from 'better-auth/api';
import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import type { OAuthProviderConfig } from '../../config/env.js';

/** The `error` an OAuth sign-in ends with when the provider does not vouch for the address. */
export const UNVERIFIED_PROVIDER_EMAIL_ERROR = 'unverified_provider_email';

/**
 * Whether a sign-in as this provider identity would join an existing account it is not yet
 * linked to: an account of the same address, registered some other way.
 */
export type JoinsExistingAccount = (identity: {
  providerId: string;
  accountId: string;
  email: string;
}) => Promise<boolean>;

export interface OAuthProviderContext {
  /** Where relative error URLs resolve: the product's public URL. */
  publicUrl: string;
  joinsExistingAccount: JoinsExistingAccount;
}

/** Sends the browser back to the sign-in page the flow started from, with this error. */
async function oauthErrorRedirect(code: string, publicUrl: string): Promise<APIError> {
  // Within the callback, the state the sign-in started with names the page for errors.
  const state = await getOAuthState();
  const errorUrl = new URL(state?.errorURL ?? '/api/auth/error', publicUrl);
  errorUrl.searchParams.set('error', code);
  return new APIError('FOUND', undefined, { Location: errorUrl.toString() });
}

/**
 * An address the provider has not verified proves nothing about who holds it, so it must
 * never sign in to (or link with) someone else's account of that address. Better Auth
 * already refuses such a link (no provider is 'trusted' in auth.ts); this answers first, with
 * an error of its own, so the person is told why instead of a generic refusal. Unless the
 * provider's rule says otherwise, a first sign-in with an unverified address still makes a
 * new, unverified account, which the emailed link then verifies like any other.
 */
async function refuseUnverifiedAddress(
  providerId: string,
  info: GenericOAuthUserInfo,
  context: OAuthProviderContext,
  options: { newAccountsMayBeUnverified: boolean },
): Promise<GenericOAuthUserInfo> {
  if (info.emailVerified || !info.email || info.id == null) return info;
  const refused =
    !options.newAccountsMayBeUnverified ||
    (await context.joinsExistingAccount({
      providerId,
      accountId: String(info.id),
      email: info.email,
    }));
  if (refused) throw await oauthErrorRedirect(UNVERIFIED_PROVIDER_EMAIL_ERROR, context.publicUrl);
  return info;
}

interface OidcUserInfo {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
}

async function fetchJson<T>(url: string, accessToken: string, headers = {}): Promise<T> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, ...headers },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Google through Better Auth's generic OAuth plugin, with every endpoint taken from
 * configuration (defaulting to Google's): production and the tests against a local OAuth
 * server run the very same code path. The profile comes from the OpenID Connect userinfo
 * endpoint, and `email_verified` is believed only when it is literally true.
 */
export function googleProvider(
  config: OAuthProviderConfig,
  context: OAuthProviderContext,
): GenericOAuthConfig {
  return {
    providerId: 'google',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationUrl: config.authorizationUrl,
    tokenUrl: config.tokenUrl,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    async getUserInfo(tokens) {
      if (!tokens.accessToken) return null;
      const profile = await fetchJson<OidcUserInfo>(config.userInfoUrl, tokens.accessToken);
      const sub = text(profile.sub);
      const email = text(profile.email);
      if (!sub || !email) return null;
      const info: GenericOAuthUserInfo = {
        id: sub,
        email,
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: text(profile.name) ?? email,
        image: text(profile.picture),
      };
      return refuseUnverifiedAddress('google', info, context, {
        newAccountsMayBeUnverified: true,
      });
    },
  };
}

interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string | null;
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

function gitHubGet<T>(apiUrl: string, path: string, accessToken: string): Promise<T> {
  return fetchJson<T>(`${apiUrl.replace(/\/+$/, '')}${path}`, accessToken, {
    accept: 'application/vnd.github+json',
    'user-agent': 'catalyst-profiles',
  });
}

export function gitHubProvider(
  config: OAuthProviderConfig,
  context: OAuthProviderContext,
): GenericOAuthConfig {
  return {
    providerId: 'github',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationUrl: config.authorizationUrl,
    tokenUrl: config.tokenUrl,
    scopes: ['read:user', 'user:email'],
    // GitHub is OAuth 2.0 without OpenID: the profile comes from its REST API. The address
    // is the primary one from /user/emails (a user who keeps it private has none on /user),
    // and only once GitHub has verified it: another verified address on the account, or the
    // public one on /user, never stands in for it, and without it there is no sign-in.
    async getUserInfo(tokens) {
      const accessToken = tokens.accessToken;
      if (!accessToken) return null;
      const profile = await gitHubGet<GitHubUser>(config.userInfoUrl, '/user', accessToken);
      const emails = await gitHubGet<GitHubEmail[]>(
        config.userInfoUrl,
        '/user/emails',
        accessToken,
      );
      const primary = emails.find((entry) => entry.primary);
      if (!primary) return null;
      const info: GenericOAuthUserInfo = {
        id: String(profile.id),
        name: profile.name ?? profile.login,
        email: primary.email,
        image: profile.avatar_url ?? undefined,
        emailVerified: primary.verified === true,
      };
      return refuseUnverifiedAddress('github', info, context, {
        newAccountsMayBeUnverified: false,
      });
    },
  };
}
