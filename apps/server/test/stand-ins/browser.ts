import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let browsers = 0;

function nextAddress(): string {
  browsers += 1;
  return `198.51.${Math.floor(browsers / 250) % 250}.${(browsers % 250) + 1}`;
}

/**
 * A browser's cookie jar over app.inject(): keeps what responses set, drops what they
 * expire, and sends the rest back. Each test person gets their own.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    /** Sent as X-Forwarded-For: each browser its own address for the per-IP limits. */
    readonly ip = nextAddress(),
  ) {}

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...extra };
    if (this.cookies.size > 0) {
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    return headers;
  }

  async request(options: {
    method: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: options.method,
      url: options.url,
      headers: this.headers(options.headers),
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
    this.store(response);
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload });
  }

  delete(url: string, payload?: unknown) {
    return this.request({ method: 'DELETE', url, payload });
  }

  /**
   * Sign-up as the web does it: the sign-up itself signs no one in (its answer is the same
   * whether or not the address has an account), so the same password then signs in. Answers
   * the sign-up's response; a refused sign-up is not followed by a sign-in.
   */
  async signUp(email: string, password: string, name = 'Test Person') {
    const response = await this.signUpOnly(email, password, name);
    if (response.statusCode === 200) await this.signIn(email, password);
    return response;
  }

  /** The sign-up call alone, as any API client may make it. */
  signUpOnly(email: string, password: string, name = 'Test Person') {
    return this.post('/api/auth/sign-up/email', { email, password, name });
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  signInAsGuest() {
    return this.post('/api/auth/sign-in/anonymous');
  }

  /**
   * The redirect flow of a social sign-in: ask Better Auth for the provider's authorization
   * URL, follow it at the (auto-approving) provider, come back to the callback with the
   * code and state, as the browser would.
   */
  async signInWith(
    provider: 'google' | 'github',
    callbackURL = '/dashboard',
    errorCallbackURL?: string,
  ) {
    const start = await this.post('/api/auth/sign-in/social', {
      provider,
      callbackURL,
      ...(errorCallbackURL ? { errorCallbackURL } : {}),
    });
    if (start.statusCode !== 200) {
      throw new Error(`sign-in/social answered ${start.statusCode}: ${start.body}`);
    }
    const { url } = start.json() as { url: string };
    const authorization = await fetch(url, { redirect: 'manual' });
    const location = authorization.headers.get('location');
    if (!location) throw new Error(`the provider did not redirect back (${authorization.status})`);
    const back = new URL(location);
    return this.get(`${back.pathname}${back.search}`);
  }
}
