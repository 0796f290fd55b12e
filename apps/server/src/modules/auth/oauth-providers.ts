import { APIError, getOAuthState } from 'better-auth/api';
import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import type { OAuthProviderConfig } from '../../config/env.js';

/** The `error` an OAuth sign-in ends with when the provider does not vouch for the address. */
const UNVERIFIED_PROVIDER_EMAIL_ERROR = 'unverified_provider_email';

/** The provider vouched for this address: whoever registered it unproven loses the account. */
export type ProveAddressByProvider = (email: string) => Promise<void>;

interface OAuthProviderContext {
  /** Where relative error URLs resolve: the product's public URL. */
  publicUrl: string;
  proveAddress: ProveAddressByProvider;
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
 * An address the provider has not verified proves nothing about who holds it, so such an
 * identity never makes an account, joins one or signs in to one, even one it was linked to
 * before this rule (its sign-in ends on the page it started from, saying why). An identity
 * the provider vouches for proves the address: an account of it that nobody had proved is
 * handed to the prover first (address-proof.ts).
 */
async function admitIdentity(
  info: GenericOAuthUserInfo,
  context: OAuthProviderContext,
): Promise<GenericOAuthUserInfo> {
  if (!info.emailVerified) {
    throw await oauthErrorRedirect(UNVERIFIED_PROVIDER_EMAIL_ERROR, context.publicUrl);
  }
  if (info.email) await context.proveAddress(info.email);
  return info;
}

/** Only an https picture is kept: it is shown wherever the account appears. */
function httpsOnly(url: string | undefined): string | undefined {
  return url?.startsWith('https://') ? url : undefined;
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
        image: httpsOnly(text(profile.picture)),
      };
      return admitIdentity(info, context);
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
        image: httpsOnly(profile.avatar_url ?? undefined),
        emailVerified: primary.verified === true,
      };
      return admitIdentity(info, context);
    },
  };
}
