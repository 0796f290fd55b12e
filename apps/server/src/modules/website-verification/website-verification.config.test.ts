import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  ALLOW_NO_SMTP: 'true',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_MONTHLY: 'price_1',
  STRIPE_PRICE_ANNUAL: 'price_2',
};

describe('WEBSITE_VERIFICATION_ALLOW_LOOPBACK', () => {
  it('is off unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).websiteVerification.allowLoopback).toBe(false);
    expect(loadConfig(production).websiteVerification.allowLoopback).toBe(false);
  });

  it('may be set outside production', () => {
    const config = loadConfig({ NODE_ENV: 'test', WEBSITE_VERIFICATION_ALLOW_LOOPBACK: 'true' });
    expect(config.websiteVerification.allowLoopback).toBe(true);
  });

  it('stops production from starting', () => {
    expect(() =>
      loadConfig({ ...production, WEBSITE_VERIFICATION_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...production, WEBSITE_VERIFICATION_ALLOW_LOOPBACK: 'false' }),
    ).not.toThrow();
  });
});
