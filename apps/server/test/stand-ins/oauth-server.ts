import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

/** What the identity provider says about the person who signs in. */
export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

export interface OAuthStandIn {
  /** Issuer root, e.g. http://127.0.0.1:40123. */
  url: string;
  server: OAuth2Server;
  /** Who the next authorizations sign in as (the mock approves every request). */
  signInAs(identity: OidcIdentity): void;
  /** GOOGLE_* settings pointing the production provider code at this server. */
  googleEnv(): Record<string, string>;
  /** GITHUB_* settings: authorization and tokens here, the REST API at `apiUrl`. */
  gitHubEnv(apiUrl: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local OAuth 2.0 / OpenID Connect provider (oauth2-mock-server): /authorize approves at
 * once and redirects back with a code, /token answers an access token and an ID token signed
 * with its own key, /userinfo answers the configured identity.
 */
export async function startOAuthServer(): Promise<OAuthStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url ?? `http://127.0.0.1:${server.address().port}`;
  let identity: OidcIdentity | undefined;

  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (identity) Object.assign(token.payload, identity);
  });
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    if (identity) response.body = { ...identity };
  });

  return {
    url,
    server,
    signInAs(next) {
      identity = next;
    },
    googleEnv: () => ({
      GOOGLE_CLIENT_ID: 'google-test-client',
      GOOGLE_CLIENT_SECRET: 'google-test-secret',
      GOOGLE_AUTHORIZATION_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    }),
    gitHubEnv: (apiUrl) => ({
      GITHUB_CLIENT_ID: 'github-test-client',
      GITHUB_CLIENT_SECRET: 'github-test-secret',
      GITHUB_AUTHORIZATION_URL: `${url}/authorize`,
      GITHUB_TOKEN_URL: `${url}/token`,
      GITHUB_API_URL: apiUrl,
    }),
    close: () => server.stop(),
  };
}

export interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string | null;
}

export interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
  visibility?: string | null;
}

export interface FakeGitHubApi {
  url: string;
  respondWith(user: GitHubUser, emails: GitHubEmail[]): void;
  /** The paths requested so far, with the bearer token each carried. */
  readonly requests: ReadonlyArray<{ path: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

/** GitHub's REST API as far as sign-in reads it: GET /user and GET /user/emails. */
export async function startFakeGitHubApi(): Promise<FakeGitHubApi> {
  let user: GitHubUser | undefined;
  let emails: GitHubEmail[] = [];
  const requests: Array<{ path: string; authorization: string | undefined }> = [];
  const server: Server = createServer((request, response) => {
    const authorization = request.headers.authorization;
    requests.push({ path: request.url ?? '', authorization });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!authorization?.startsWith('Bearer '))
      return send(401, { message: 'Requires authentication' });
    if (request.method === 'GET' && request.url === '/user' && user) return send(200, user);
    if (request.method === 'GET' && request.url === '/user/emails') return send(200, emails);
    return send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(nextUser, nextEmails) {
      user = nextUser;
      emails = nextEmails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
