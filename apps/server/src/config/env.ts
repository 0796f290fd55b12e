import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_PRODUCT_NAME, type SiteConfig } from '@catalyst/shared';
import { z } from 'zod';
import type { MailDelivery } from '../lib/mail/mailer.js';

/**
 * The only module that reads process.env. Every variable is validated at start-up so a bad
 * deployment fails at once with a message naming the variable, not later on first use.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const PORT_MESSAGE = 'must be a port number from 0 to 65535';
const PERCENT_MESSAGE = 'must be a whole percentage from 0 to 100000';

/** The shortest METRICS_TOKEN accepted: 32 random characters are beyond guessing. */
const METRICS_TOKEN_MIN = 32;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** `a@x.org, b@y.org`: lower-cased, as accounts keep their addresses. */
const emailList = z.string().transform((value, context) => {
  const emails = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const invalid = emails.find((email) => !z.email().safeParse(email).success);
  if (invalid !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `must be email addresses separated by commas ("${invalid}" is not one)`,
    });
    return z.NEVER;
  }
  return [...new Set(emails)];
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  // Loopback unless said otherwise: a newcomer's `npm start` (with its dev outbox and test
  // checkout) is never reachable from the network by accident. A container sets 0.0.0.0.
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65535, PORT_MESSAGE)
    .default(3000),
  PUBLIC_URL: httpUrl.optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PRODUCT_NAME: z.string().trim().min(1).max(40).default(DEFAULT_PRODUCT_NAME),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTACT_EMAIL: z.email().default('hello@catalyst.example'),
  SUPPORT_EMAIL: z.email().default('support@catalyst.example'),
  ADMIN_EMAILS: emailList.optional(),
  PRIVACY_EMAIL: z.email().default('privacy@catalyst.example'),
  CONTACT_PHONE: z.string().min(1).default('+1 (555) 010-0199'),
  DIRECTOR_URL: httpUrl.default('https://www.linkedin.com/in/catalyst-director'),
  SOCIAL_LINKEDIN_URL: httpUrl.default('https://www.linkedin.com/company/catalyst-profiles'),
  SOCIAL_TWITTER_URL: httpUrl.default('https://x.com/catalystprofiles'),
  SOCIAL_INSTAGRAM_URL: httpUrl.default('https://www.instagram.com/catalystprofiles'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, 'must be true, false, a hop count or addresses')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ALLOW_NO_SMTP: booleanFlag.optional(),
  MAIL_FROM: z.string().min(3).default('Catalyst Profiles <no-reply@catalyst.example>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl.default('https://openidconnect.googleapis.com/v1/userinfo'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_AUTHORIZATION_URL: httpUrl.default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: httpUrl.default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: httpUrl.default('https://api.github.com'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: httpUrl.optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_ANNUAL: z
    .string()
    .regex(/^price_/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_API_URL: httpUrl.optional(),
  WEBSITE_VERIFICATION_ALLOW_LOOPBACK: booleanFlag.optional(),
  PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes, 0 to turn the cache off' })
    .int('must be a whole number of megabytes, 0 to turn the cache off')
    .min(0, 'must be a whole number of megabytes, 0 to turn the cache off')
    .max(65_536, 'must be at most 65536 (64 GB)')
    .default(128),
  CACHE_PURGE_URL: httpUrl.optional(),
  CACHE_PURGE_TOKEN: z.string().min(1).optional(),
  PROOF_OF_WORK_THRESHOLD_PERCENT: z.coerce
    .number({ error: PERCENT_MESSAGE })
    .int(PERCENT_MESSAGE)
    .min(0, PERCENT_MESSAGE)
    .max(100_000, PERCENT_MESSAGE)
    .default(100),
  // Read by Prometheus alone: long enough that guessing it is hopeless.
  METRICS_TOKEN: z
    .string()
    .min(METRICS_TOKEN_MIN, `must be at least ${METRICS_TOKEN_MIN} characters (a random token)`)
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces (a random token)')
    .optional(),
});

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Google: the userinfo endpoint; GitHub: the API root (/user and /user/emails). */
  userInfoUrl: string;
}

/** An S3-compatible bucket (AWS, R2, MinIO…) that holds the images instead of the local disk. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another provider's API address; undefined means AWS itself. */
  endpoint: string | undefined;
  /** Both or neither; neither lets the SDK find credentials itself (instance role, AWS_*). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers load the objects from (a CDN or the bucket's public address), no trailing slash. */
  publicUrl: string;
  forcePathStyle: boolean;
}

/** Stripe, when STRIPE_SECRET_KEY is set; its companions are then all required. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price of each plan ($12 a month, $100 a year). */
  prices: { monthly: string; annual: string };
  /** Another Stripe-compatible API (a local stand-in); undefined means Stripe itself. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  /** PostgreSQL connection string; undefined selects embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  logLevel: string;
  /**
   * Whom to believe about the client's address (X-Forwarded-For): nobody by default, so no
   * client can pose as another to dodge per-IP limits. Behind a proxy: a hop count or its
   * addresses.
   */
  trustProxy: boolean | number | string[];
  /**
   * Addresses whose verified accounts become administrators at start-up (ADMIN_EMAILS), so a
   * fresh deployment can name its first one; `npm run admin` manages them after.
   */
  adminEmails: string[];
  site: SiteConfig;
  auth: {
    /** Signs session cookies and tokens; undefined outside production means one kept in dataDir. */
    secret: string | undefined;
    google: OAuthProviderConfig | undefined;
    github: OAuthProviderConfig | undefined;
  };
  mail: {
    /**
     * SMTP when SMTP_URL is set; otherwise the dev outbox (printed to the log, readable at
     * /dev/outbox) outside production, and in production nothing at all, and only when
     * ALLOW_NO_SMTP says so: its links are credentials, never log lines.
     */
    delivery: MailDelivery;
    smtpUrl: string | undefined;
    from: string;
  };
  images: {
    /** undefined keeps images on the local disk under `dataDir/media`, served at /media/. */
    s3: S3StorageConfig | undefined;
  };
  payments: {
    /**
     * undefined (never in production) offers the built-in test checkout instead, which
     * fulfils through the same webhook path.
     */
    stripe: StripeConfig | undefined;
  };
  websiteVerification: {
    /**
     * Lets the server fetch websites on loopback (127.0.0.0/8, ::1), for tests whose stand-in
     * site can only live there (WEBSITE_VERIFICATION_ALLOW_LOOPBACK). Every other private
     * range stays refused, and production refuses to start with it.
     */
    allowLoopback: boolean;
  };
  publicCache: {
    /** Memory for pages rendered for strangers (PAGE_CACHE_MB); 0 renders every request. */
    pageCacheBytes: number;
    /**
     * Where purges go when public content changes (CACHE_PURGE_URL, a CDN's purge API or
     * Varnish), with its token (CACHE_PURGE_TOKEN); undefined sends none.
     */
    purge: { url: string; token: string | undefined } | undefined;
  };
  publicWrites: {
    /**
     * How many public writes an hour (guest sessions, sign-ups, account mail, newsletter
     * sign-ups, reports) go through across all clients before each needs a proof of work, in
     * percent of the built-in thresholds (modules/challenge/public-write-limit.ts); 0 asks for one on
     * every public write.
     */
    proofOfWorkThresholdPercent: number;
  };
  metrics: {
    /**
     * The bearer token `GET /metrics` answers to (METRICS_TOKEN); undefined, the route answers
     * 404 to everyone, as an unknown path does.
     */
    token: string | undefined;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `NAME=` (as .env files often have) means the same as leaving NAME out. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}\nSee .env.example.`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required in production (32+ random characters)\nSee .env.example.',
    );
  }
  const s3 = s3Storage(env);
  const stripe = stripeConfig(env);
  const mailDelivery = mailDeliveryOf(env);
  if (env.NODE_ENV === 'production' && env.WEBSITE_VERIFICATION_ALLOW_LOOPBACK) {
    throw new ConfigError(
      'Invalid configuration:\n  WEBSITE_VERIFICATION_ALLOW_LOOPBACK: not allowed in production (it lets the server fetch its own loopback services)\nSee .env.example.',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolveProductPath(env.DATA_DIR, source),
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminEmails: env.ADMIN_EMAILS ?? [],
    auth: {
      secret: env.AUTH_SECRET,
      google: oauthProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, {
        authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        userInfoUrl: env.GOOGLE_USERINFO_URL,
      }),
      github: oauthProvider(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, {
        authorizationUrl: env.GITHUB_AUTHORIZATION_URL,
        tokenUrl: env.GITHUB_TOKEN_URL,
        userInfoUrl: env.GITHUB_API_URL,
      }),
    },
    mail: { delivery: mailDelivery, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    images: { s3 },
    payments: { stripe },
    websiteVerification: { allowLoopback: env.WEBSITE_VERIFICATION_ALLOW_LOOPBACK ?? false },
    publicWrites: { proofOfWorkThresholdPercent: env.PROOF_OF_WORK_THRESHOLD_PERCENT },
    publicCache: {
      pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
      purge: env.CACHE_PURGE_URL
        ? { url: env.CACHE_PURGE_URL, token: env.CACHE_PURGE_TOKEN }
        : undefined,
    },
    metrics: { token: env.METRICS_TOKEN },
    site: {
      productName: env.PRODUCT_NAME,
      publicUrl,
      contact: {
        generalEmail: env.CONTACT_EMAIL,
        supportEmail: env.SUPPORT_EMAIL,
        privacyEmail: env.PRIVACY_EMAIL,
        phone: env.CONTACT_PHONE,
        directorUrl: env.DIRECTOR_URL,
      },
      social: {
        linkedin: env.SOCIAL_LINKEDIN_URL,
        twitter: env.SOCIAL_TWITTER_URL,
        instagram: env.SOCIAL_INSTAGRAM_URL,
      },
    },
  };
}

/**
 * Production must send its mail: verification and reset links written to a log instead are
 * credentials in whatever collects the logs. Running without mail at all is a choice an
 * operator makes explicitly.
 */
function mailDeliveryOf(env: z.infer<typeof envSchema>): MailDelivery {
  if (env.SMTP_URL) return 'smtp';
  if (env.NODE_ENV !== 'production') return 'dev-outbox';
  if (env.ALLOW_NO_SMTP) return 'discard';
  throw new ConfigError(
    'Invalid configuration:\n  SMTP_URL: required in production (sign-up and password-reset links must be mailed, never logged); set ALLOW_NO_SMTP=true to run without sending mail\nSee .env.example.',
  );
}

/** S3 is in use when S3_BUCKET is set; its companions are then checked together. */
function s3Storage(env: z.infer<typeof envSchema>): S3StorageConfig | undefined {
  const problems: string[] = [];
  if (!env.S3_BUCKET) {
    const stray = Object.entries(env).find(
      ([name, value]) => name.startsWith('S3_') && name !== 'S3_REGION' && value !== undefined,
    );
    if (stray) problems.push(`  ${stray[0]}: has no effect without S3_BUCKET`);
  } else {
    if (!env.S3_PUBLIC_URL) {
      problems.push('  S3_PUBLIC_URL: required with S3_BUCKET (where browsers load images from)');
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const [given, missing] = env.S3_ACCESS_KEY_ID
        ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
        : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
      problems.push(`  ${missing}: required with ${given}`);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}\nSee .env.example.`);
  }
  if (!env.S3_BUCKET || !env.S3_PUBLIC_URL) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ''),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

/**
 * Stripe is in use when STRIPE_SECRET_KEY is set; without it every request to pay would fail,
 * so production refuses to start rather than offer the test checkout.
 */
function stripeConfig(env: z.infer<typeof envSchema>): StripeConfig | undefined {
  const problems: string[] = [];
  const companions = [
    ['STRIPE_WEBHOOK_SECRET', 'verifies the webhook events Stripe sends'],
    ['STRIPE_PRICE_MONTHLY', 'the Stripe price of the monthly plan'],
    ['STRIPE_PRICE_ANNUAL', 'the Stripe price of the annual plan'],
  ] as const;
  if (env.STRIPE_SECRET_KEY) {
    for (const [name, purpose] of companions) {
      if (!env[name]) problems.push(`  ${name}: required with STRIPE_SECRET_KEY (${purpose})`);
    }
  } else if (env.NODE_ENV === 'production') {
    problems.push(
      '  STRIPE_SECRET_KEY: required in production (the built-in test checkout never takes real payments)',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}\nSee .env.example.`);
  }
  if (
    !env.STRIPE_SECRET_KEY ||
    !env.STRIPE_WEBHOOK_SECRET ||
    !env.STRIPE_PRICE_MONTHLY ||
    !env.STRIPE_PRICE_ANNUAL
  ) {
    return undefined;
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: { monthly: env.STRIPE_PRICE_MONTHLY, annual: env.STRIPE_PRICE_ANNUAL },
    api: env.STRIPE_API_URL ? stripeApi(env.STRIPE_API_URL) : undefined,
  };
}

/** The SDK takes an API address as host, port and protocol. */
function stripeApi(url: string): NonNullable<StripeConfig['api']> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A provider is configured only with both its id and secret; otherwise it is unavailable. */
function oauthProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  endpoints: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>,
): OAuthProviderConfig | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : undefined;
}

/**
 * The folder the product's relative paths (DATA_DIR, `.env`) are read from: the npm project's
 * root, where `npm start` runs the server. A workspace's script (`npm run admin`, which npm runs
 * inside apps/server) must find the same data, so npm's own record of that root is used
 * (npm_config_local_prefix, which npm gives every script it runs, from whichever folder); a
 * server started without npm uses its working directory (decision 0030, in docs/decisions/).
 */
export function productDirectory(source: NodeJS.ProcessEnv = process.env): string {
  return source['npm_config_local_prefix'] || process.cwd();
}

/**
 * The lower scrypt cost (log2 of N, 10 to 16) the test suites hash passwords at, set by
 * apps/server/vitest.config.ts; undefined, so the real cost, in any environment but `test`
 * (lib/password-hashing.ts).
 */
export function testPasswordHashLog2N(source: NodeJS.ProcessEnv = process.env): number | undefined {
  if (source['NODE_ENV'] !== 'test') return undefined;
  const log2N = Number(source['TEST_PASSWORD_HASH_LOG2_N']);
  return Number.isInteger(log2N) && log2N >= 10 && log2N < 17 ? log2N : undefined;
}

/** A path from the configuration, relative ones taken from the product's folder. */
function resolveProductPath(path: string, source: NodeJS.ProcessEnv = process.env): string {
  return resolve(productDirectory(source), path);
}

/** Loads `.env` from the product's folder when present; real environment variables win. */
export function loadDotEnvFile(path = resolveProductPath('.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
