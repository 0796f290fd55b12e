import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { OAuthProviderConfig } from '../../config/env.js';

/**
 * Google and GitHub through Better Auth's generic OAuth plugin, with every endpoint taken from
 * configuration (defaulting to the real providers'): production and the tests against a
 * local OAuth server run the very same code path.
 */
export function googleProvider(config: OAuthProviderConfig): GenericOAuthConfig {
  return {
    providerId: 'google',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationUrl: config.authorizationUrl,
    tokenUrl: config.tokenUrl,
    userInfoUrl: config.userInfoUrl,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
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

async function gitHubGet<T>(apiUrl: string, path: string, accessToken: string): Promise<T> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/vnd.github+json',
      'user-agent': 'catalyst-profiles',
    },
  });
  if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export function gitHubProvider(config: OAuthProviderConfig): GenericOAuthConfig {
  return {
    providerId: 'github',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationUrl: config.authorizationUrl,
    tokenUrl: config.tokenUrl,
    scopes: ['read:user', 'user:email'],
    // GitHub is OAuth 2.0 without OpenID: the profile comes from its REST API. A user who
    // keeps their address private has none on /user; /user/emails still lists the verified
    // primary one, which is the address we keep.
    async getUserInfo(tokens) {
      const accessToken = tokens.accessToken;
      if (!accessToken) return null;
      const profile = await gitHubGet<GitHubUser>(config.userInfoUrl, '/user', accessToken);
      const emails = await gitHubGet<GitHubEmail[]>(
        config.userInfoUrl,
        '/user/emails',
        accessToken,
      );
      const verified = emails.filter((entry) => entry.verified);
      const email =
        verified.find((entry) => entry.primary)?.email ??
        verified.find((entry) => entry.email === profile.email)?.email ??
        verified[0]?.email;
      if (!email) return null;
      return {
        id: String(profile.id),
        name: profile.name ?? profile.login,
        email,
        image: profile.avatar_url ?? undefined,
        emailVerified: true,
      };
    },
  };
}
