import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { trustedOrigins } from './auth.js';

describe('trustedOrigins', () => {
  it('accepts both loopback spellings and the Vite dev server in development', () => {
    expect(trustedOrigins(loadConfig({ PORT: '3000' }))).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it('accepts only the public URL in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://profiles.example.org',
      AUTH_SECRET: 'a-production-secret-of-more-than-32-chars',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      SMTP_URL: 'smtps://mail.example.org',
    });
    expect(trustedOrigins(config)).toEqual(['https://profiles.example.org']);
  });
});
