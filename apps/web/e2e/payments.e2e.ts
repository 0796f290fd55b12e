import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { OrganizationList } from '@catalyst/shared';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const POSTGRES = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Paying to publish, as a newcomer's product does it: development mode with no Stripe keys, so
 * the built-in test checkout stands in for Stripe's hosted page; on PostgreSQL, so the
 * operator's guest-code command runs beside the server as it would in production.
 */
describe('payments', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let session: BrowserSession;
  let page: Page;
  let databaseUrl = '';
  const databaseName = `catalyst_e2e_${randomBytes(6).toString('hex')}`;

  const steps = accountSteps({ page: () => page, smtp: () => smtp, productUrl: () => product.url });
  const main = () => page.getByRole('main');
  const pathname = () => new URL(page.url()).pathname;

  async function createOrganization(name: string): Promise<string> {
    await page.goto('/submit-organization');
    await main().getByLabel('Organization name').fill(name);
    await main().getByLabel('Description').fill(`${name} turns bold ideas into lasting change.`);
    await main().getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Portugal' }).click();
    await main().getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    await main().getByRole('heading', { name: 'Select a Subscription Plan' }).waitFor();
    return pathname().split('/').at(-1)!;
  }

  async function publicNames(): Promise<string[]> {
    const response = await fetch(`${product.url}/api/organizations?country=PT&limit=60`);
    const list = ((await response.json()) as { data: OrganizationList }).data;
    return list.items.map((item) => item.name);
  }

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(POSTGRES);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    smtp = await startSmtpCapture();
    product = await startProduct({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
    });
    session = await openBrowser(product.url);
    page = session.page;
    const email = uniqueEmail('payer');
    await steps.signUp(email, 'pays-to-publish-2026', 'Paula Payer');
    await steps.verifyFromMail(email);
  });
  afterAll(async () => {
    await session?.close();
    await product?.stop();
    await smtp?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('shows both plans, pays in the test checkout, verifies on return and lists the profile', async () => {
    const id = await createOrganization('Tidewater Labs');
    for (const text of [
      'Monthly Plan',
      'Flexible subscription billed monthly',
      'Annual Plan',
      'Best Value',
      'Save 16% with annual billing',
      'Save $44 compared to monthly plan',
      'Cancel anytime',
    ]) {
      await main().getByText(text, { exact: true }).first().waitFor();
    }
    expect(await publicNames()).not.toContain('Tidewater Labs');
    expect(await seriousViolations(page)).toEqual([]);

    await main().getByRole('button', { name: 'Select Annual Plan' }).click();
    await page.waitForURL(/\/payments\/test-checkout\/cs_test_local_/);
    await main().getByText('TEST MODE', { exact: true }).first().waitFor();
    await main().getByText('Annual Plan').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await main().getByRole('button', { name: 'Pay $100.00' }).click();

    await page.waitForURL(`**/organizations/${id}/edit?success=true&session_id=cs_test_local_*`);
    await main().getByRole('button', { name: 'Save Changes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await publicNames()).toContain('Tidewater Labs');
    await page.goto('/?country=PT');
    await main()
      .getByRole('link', { name: /Tidewater Labs/ })
      .first()
      .waitFor();

    await page.goto('/dashboard');
    await main().getByText('Annual Plan').first().waitFor();
    await main()
      .getByText(/Renews on/)
      .first()
      .waitFor();
  });

  it('cancels at checkout, counts down and returns to plan selection; unpaid, the editor asks for payment', async () => {
    const id = await createOrganization('Harbour Commons');
    await main().getByRole('button', { name: 'Select Monthly Plan' }).click();
    await page.waitForURL(/\/payments\/test-checkout\//);
    await main().getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL(`**/payments/canceled?org=${id}`);
    await main().getByRole('heading', { name: 'Payment Canceled' }).waitFor();
    await main().getByText('Your organization payment was not completed.').waitFor();
    // The visible countdown (a polite live region announces it apart).
    await main()
      .getByText(/Redirecting in \d+ seconds\.\.\./)
      .first()
      .waitFor();
    await main().getByText('Go to Dashboard', { exact: true }).waitFor();
    await main().getByText('Try Again', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForURL(`**/payments/select/${id}`, { timeout: 15_000 });
    await main().getByRole('heading', { name: 'Select a Subscription Plan' }).waitFor();

    await page.goto(`/organizations/${id}/edit`);
    await main().getByRole('heading', { name: 'Payment Required' }).waitFor();
    await main()
      .getByText('A subscription is required to complete your organization profile.')
      .waitFor();
    expect(await main().getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await main().getByRole('link', { name: 'Subscribe Now' }).click();
    await page.waitForURL(`**/payments/select/${id}`);
    expect(await publicNames()).not.toContain('Harbour Commons');
  });

  it('applies a guest code made by the operator command', async () => {
    const made = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'guest-codes',
        '--',
        'create',
        '--max-uses',
        '1',
        '--reason',
        'For the payments journey.',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
        encoding: 'utf8',
      },
    );
    expect(made.status, made.stderr).toBe(0);
    const code = /Guest code: (\S+)/.exec(made.stdout)?.[1];
    expect(code).toBeTruthy();

    const id = await createOrganization('Lighthouse Guild');
    await main().getByLabel('Enter Guest Code').fill('CAT-0000-0000-0000-0000');
    await main().getByRole('button', { name: 'Apply' }).click();
    await main().getByText('Invalid guest code').waitFor();

    await main().getByLabel('Enter Guest Code').fill(code!);
    await main().getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`**/organizations/${id}/edit?success=true&guest=true`);
    await main().getByRole('button', { name: 'Save Changes' }).waitFor();
    expect(await publicNames()).toContain('Lighthouse Guild');
  });
});
