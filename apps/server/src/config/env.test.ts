import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

function configError(source: Record<string, string>): ConfigError {
  try {
    loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`configuration ${JSON.stringify(source)} was accepted`);
}

const PRODUCTION_SECRET = 'a-production-secret-of-more-than-32-chars';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_ANNUAL: 'price_annual',
};
const SMTP = { SMTP_URL: 'smtps://relay.example.org' };
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: PRODUCTION_SECRET,
  ...STRIPE,
  ...SMTP,
};

describe('loadConfig', () => {
  it('believes no forwarded client address unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to start production without AUTH_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('configures Google only with both its client id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).auth.google).toBeUndefined();
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).auth.google,
    ).toMatchObject({ clientId: 'id', tokenUrl: 'https://oauth2.googleapis.com/token' });
  });

  it('reads ADMIN_EMAILS as lower-cased addresses, and refuses anything else, naming it', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: ' Ada@Example.org, ops@example.org ,,ada@example.org ' })
        .adminEmails,
    ).toEqual(['ada@example.org', 'ops@example.org']);
    expect(configError({ ADMIN_EMAILS: 'ada@example.org, ops' }).message).toContain(
      'ADMIN_EMAILS: must be email addresses separated by commas ("ops" is not one)',
    );
  });

  it('listens on port 3000 by default', () => {
    expect(loadConfig({}).port).toBe(3000);
  });

  it('listens on loopback only unless HOST says otherwise, in every mode', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig(PRODUCTION).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('mails through SMTP when configured, else the dev outbox, never in production', () => {
    expect(loadConfig(SMTP).mail.delivery).toBe('smtp');
    expect(loadConfig({}).mail.delivery).toBe('dev-outbox');
    const withoutSmtp = { NODE_ENV: 'production', AUTH_SECRET: PRODUCTION_SECRET, ...STRIPE };
    expect(configError(withoutSmtp).message).toMatch(
      /SMTP_URL: required in production .*ALLOW_NO_SMTP=true/,
    );
    expect(loadConfig({ ...withoutSmtp, ALLOW_NO_SMTP: 'true' }).mail.delivery).toBe('discard');
  });

  it('keeps data in an absolute ./data directory by default', () => {
    const { dataDir } = loadConfig({});
    expect(isAbsolute(dataDir)).toBe(true);
    expect(dataDir.endsWith('/data')).toBe(true);
  });

  it('names the product Catalyst by default', () => {
    const config = loadConfig({});
    expect(config.site.productName).toBe('Catalyst');
  });

  it('uses http://localhost:3000 as the public URL by default', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.site.publicUrl).toBe('http://localhost:3000');
  });

  it('derives the default public URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('uses embedded PGlite when DATABASE_URL is unset', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });

  it('treats an empty variable as unset, as .env files often leave them', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: ' ', PRODUCT_NAME: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.site.productName).toBe('Catalyst');
  });

  it('seeds the demo directory outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });

  it('does not seed the demo directory in production', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
  });

  it('respects SEED_DEMO=false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('respects SEED_DEMO=true in production', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('rejects PORT=abc with a ConfigError naming PORT', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^\s*PORT: /m);
  });

  it('rejects a mysql DATABASE_URL with a ConfigError naming DATABASE_URL', () => {
    const error = configError({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toMatch(/^\s*DATABASE_URL: /m);
    expect(error.message).toContain('postgres://');
  });

  it('accepts a postgres DATABASE_URL', () => {
    const url = 'postgres://app:secret@db.internal:5432/catalyst';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('rejects an unknown SEED_DEMO value naming SEED_DEMO', () => {
    expect(configError({ SEED_DEMO: 'maybe' }).message).toMatch(/^\s*SEED_DEMO: /m);
  });

  it('trims trailing slashes from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://profiles.example.org/' });
    expect(config.publicUrl).toBe('https://profiles.example.org');
    expect(config.site.publicUrl).toBe('https://profiles.example.org');
  });

  it('reads PRODUCT_NAME into the site configuration', () => {
    expect(loadConfig({ PRODUCT_NAME: 'Spark' }).site.productName).toBe('Spark');
  });

  it('asks for a proof of work past the built-in public write thresholds unless told otherwise', () => {
    const percentOf = (value?: string) =>
      loadConfig(value === undefined ? {} : { PROOF_OF_WORK_THRESHOLD_PERCENT: value }).publicWrites
        .proofOfWorkThresholdPercent;
    expect([percentOf(), percentOf('0'), percentOf('25'), percentOf('400')]).toEqual([
      100, 0, 25, 400,
    ]);
    for (const value of ['-1', '12.5', 'half', '100001']) {
      expect(configError({ PROOF_OF_WORK_THRESHOLD_PERCENT: value }).message).toMatch(
        /^\s*PROOF_OF_WORK_THRESHOLD_PERCENT: must be a whole percentage/m,
      );
    }
  });
});

describe('metrics configuration', () => {
  const TOKEN = 'k3v9Qm2xT8rLw5Zp1Yb7Nc4Hd6Fg0Js2';

  it('serves no metrics unless METRICS_TOKEN is set, and reads the token as given', () => {
    expect(loadConfig({}).metrics.token).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics.token).toBe(TOKEN);
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: TOKEN }).metrics.token).toBe(TOKEN);
  });

  it('refuses a token shorter than 32 characters, or with spaces, naming it', () => {
    expect(configError({ METRICS_TOKEN: TOKEN.slice(0, 31) }).message).toMatch(
      /^\s*METRICS_TOKEN: must be at least 32 characters/m,
    );
    expect(configError({ METRICS_TOKEN: `${TOKEN} and more` }).message).toMatch(
      /^\s*METRICS_TOKEN: must be printable characters without spaces/m,
    );
  });
});

describe('public cache configuration', () => {
  it('keeps 128 MB of rendered pages unless told otherwise; 0 turns the cache off', () => {
    const bytesOf = (value?: string) =>
      loadConfig(value === undefined ? {} : { PAGE_CACHE_MB: value }).publicCache.pageCacheBytes;
    expect([bytesOf(), bytesOf('0'), bytesOf('16')]).toEqual([128 * 2 ** 20, 0, 16 * 2 ** 20]);
    for (const value of ['-1', '1.5', 'lots', '65537']) {
      expect(configError({ PAGE_CACHE_MB: value }).message).toMatch(/^\s*PAGE_CACHE_MB: must be/m);
    }
  });

  it('purges only with CACHE_PURGE_URL, an http(s) address, and its optional token', () => {
    expect(loadConfig({}).publicCache.purge).toBeUndefined();
    expect(
      loadConfig({ CACHE_PURGE_URL: 'http://127.0.0.1:6081/.catalyst/purge' }).publicCache.purge,
    ).toEqual({ url: 'http://127.0.0.1:6081/.catalyst/purge', token: undefined });
    expect(
      loadConfig({
        CACHE_PURGE_URL: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
        CACHE_PURGE_TOKEN: 'secret',
      }).publicCache.purge?.token,
    ).toBe('secret');
    expect(configError({ CACHE_PURGE_URL: 'ftp://cache.example/purge' }).message).toMatch(
      /^\s*CACHE_PURGE_URL: must be an http\(s\) URL/m,
    );
  });
});

describe('image storage configuration', () => {
  const bucket = {
    S3_BUCKET: 'catalyst-images',
    S3_PUBLIC_URL: 'https://images.example.org/',
  };

  it('keeps images on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).images.s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).images.s3).toBeUndefined();
  });

  it('selects S3 with a bucket and its public URL, with defaults for the rest', () => {
    expect(loadConfig(bucket).images.s3).toEqual({
      bucket: 'catalyst-images',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      publicUrl: 'https://images.example.org',
      forcePathStyle: false,
    });
  });

  it('reads an S3-compatible endpoint, credentials and path-style addressing', () => {
    expect(
      loadConfig({
        ...bucket,
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).images.s3,
    ).toMatchObject({
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('requires S3_PUBLIC_URL with S3_BUCKET, naming it', () => {
    expect(configError({ S3_BUCKET: 'catalyst-images' }).message).toMatch(/^\s*S3_PUBLIC_URL: /m);
  });

  it('requires both halves of the credentials, naming the missing one', () => {
    expect(configError({ ...bucket, S3_ACCESS_KEY_ID: 'key' }).message).toMatch(
      /^\s*S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/m,
    );
    expect(configError({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' }).message).toMatch(
      /^\s*S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY/m,
    );
  });

  it('refuses malformed values and S3 settings without a bucket, naming the variable', () => {
    expect(configError({ ...bucket, S3_BUCKET: 'Not A Bucket' }).message).toMatch(
      /^\s*S3_BUCKET: /m,
    );
    expect(configError({ ...bucket, S3_PUBLIC_URL: 'ftp://x' }).message).toMatch(
      /^\s*S3_PUBLIC_URL: /m,
    );
    expect(configError({ ...bucket, S3_FORCE_PATH_STYLE: 'sure' }).message).toMatch(
      /^\s*S3_FORCE_PATH_STYLE: /m,
    );
    expect(configError({ S3_PUBLIC_URL: 'https://images.example.org' }).message).toMatch(
      /^\s*S3_PUBLIC_URL: has no effect without S3_BUCKET/m,
    );
  });
});

describe('payments configuration', () => {
  it('offers the built-in test checkout outside production when no key is set', () => {
    expect(loadConfig({}).payments.stripe).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: '' }).payments.stripe).toBeUndefined();
  });

  it('refuses to start production without STRIPE_SECRET_KEY, naming it', () => {
    const error = configError({ NODE_ENV: 'production', AUTH_SECRET: PRODUCTION_SECRET });
    expect(error.message).toMatch(/^\s*STRIPE_SECRET_KEY: required in production/m);
  });

  it('reads the key, webhook secret and both prices, talking to Stripe itself by default', () => {
    expect(loadConfig(PRODUCTION).payments.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      prices: { monthly: 'price_monthly', annual: 'price_annual' },
      api: undefined,
    });
  });

  it('requires the webhook secret and both prices with a key, naming each missing one', () => {
    const message = configError({ STRIPE_SECRET_KEY: 'sk_test_123' }).message;
    expect(message).toMatch(/^\s*STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/m);
    expect(message).toMatch(/^\s*STRIPE_PRICE_MONTHLY: required with STRIPE_SECRET_KEY/m);
    expect(message).toMatch(/^\s*STRIPE_PRICE_ANNUAL: required with STRIPE_SECRET_KEY/m);
  });

  it('refuses malformed Stripe values, naming the variable', () => {
    expect(configError({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_1' }).message).toMatch(
      /^\s*STRIPE_SECRET_KEY: /m,
    );
    expect(configError({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' }).message).toMatch(
      /^\s*STRIPE_WEBHOOK_SECRET: /m,
    );
    expect(configError({ ...STRIPE, STRIPE_PRICE_ANNUAL: 'prod_1' }).message).toMatch(
      /^\s*STRIPE_PRICE_ANNUAL: /m,
    );
    expect(configError({ ...STRIPE, STRIPE_API_URL: 'ftp://x' }).message).toMatch(
      /^\s*STRIPE_API_URL: /m,
    );
  });

  it('points the SDK at a Stripe-compatible API by host, port and protocol', () => {
    expect(
      loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments.stripe?.api,
    ).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(
      loadConfig({ ...STRIPE, STRIPE_API_URL: 'https://stripe.internal' }).payments.stripe?.api,
    ).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });
});
