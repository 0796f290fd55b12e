/**
 * The journeys' fixtures (docs/decisions/0036): what every journey used to set up by hand,
 * each made once, when a journey asks for it by name, and taken down after.
 *
 * Worker-scoped, for a whole file: the product (the shared one, or the file's own with the
 * stand-ins it names through `test.use({ productSetup })`), its mail, the owner's and a
 * visitor's browsers, the owner's account and published organization. A file that names its
 * own product gets a worker of its own, so no journey sees another's people or data.
 * Test-scoped: `page` (a fresh browser context per test) and `openPage` for more of them.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { FakeGitHubApi, OAuthStandIn } from '../../../server/test/stand-ins/oauth-server';
import type { SmtpCapture } from '../../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail, type Account, type AccountSteps } from './accounts';
import { viewports, waitForHydrationOnLoad } from './browser';
import { SHARED_PRODUCT_URL } from './global-setup';
import { startJourneyProduct, type JourneyProduct, type ProductSetup } from './journey-product';

export { expect };
export type { Locator, Page, Request } from '@playwright/test';

/** The organization the owner publishes, paid at the fake Stripe checkout. */
export interface OrganizationToPublish {
  name: string;
  description: string;
  country?: string;
}

export interface PublishedOrganization extends OrganizationToPublish {
  id: string;
}

interface JourneyWorkerFixtures {
  /** The file's own product; none (the default) reads the shared one of global-setup.ts. */
  productSetup: ProductSetup | undefined;
  product: JourneyProduct;
  smtp: SmtpCapture;
  oauth: OAuthStandIn;
  github: FakeGitHubApi;
  accounts: AccountSteps;
  /** The owner's browser, kept for the whole file: a journey's steps follow on in it. */
  owner: Page;
  /** A visitor's browser, kept for the whole file like the owner's. */
  visitor: Page;
  /** The owner, signed up and verified in `owner`. */
  ownerAccount: Account;
  /** What the owner publishes: set with `test.use({ organization })`. */
  organization: OrganizationToPublish | undefined;
  /** `organization`, created and paid for by the owner; `owner` is left on its editor. */
  publishedOrganization: PublishedOrganization;
}

interface JourneyTestFixtures {
  /** Another browser, signed out, for this test alone (a stranger, a phone, a crawler). */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`this journey's product has no ${what}: ask for it in productSetup`);
  }
  return value;
}

/** A page in a context of its own on the product, waiting for hydration on each load. */
export async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  // Explicit, as a context made during a test otherwise takes that test's `use` options.
  const context = await browser.newContext({
    viewport: viewports.desktop,
    javaScriptEnabled: true,
    ...options,
  });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page);
  return page;
}

/**
 * A person's browser, kept for the whole file (a worker fixture): a journey's steps follow on
 * in it, and it closes with the worker.
 */
export async function personPage(
  { browser, product }: { browser: Browser; product: JourneyProduct },
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await newPage(browser, { baseURL: product.url });
  await use(page);
  await page.context().close();
}

export const test = base.extend<JourneyTestFixtures, JourneyWorkerFixtures>({
  productSetup: [undefined, { scope: 'worker', option: true }],

  product: [
    async ({ productSetup }, use) => {
      if (!productSetup) {
        const url = process.env[SHARED_PRODUCT_URL];
        if (!url) throw new Error(`${SHARED_PRODUCT_URL} is unset: run through playwright test`);
        await use({ url, stop: async () => undefined });
        return;
      }
      const product = await startJourneyProduct(productSetup);
      await use(product);
      await product.stop();
    },
    // Building (when dist/ is missing) and starting the server take their time.
    { scope: 'worker', timeout: 180_000 },
  ],

  smtp: [async ({ product }, use) => use(required(product.smtp, 'mail')), { scope: 'worker' }],
  oauth: [async ({ product }, use) => use(required(product.oauth, 'OAuth')), { scope: 'worker' }],
  github: [
    async ({ product }, use) => use(required(product.github, 'GitHub')),
    { scope: 'worker' },
  ],
  accounts: [async ({ product }, use) => use(accountSteps(product)), { scope: 'worker' }],

  owner: [personPage, { scope: 'worker' }],
  visitor: [personPage, { scope: 'worker' }],

  ownerAccount: [
    async ({ owner, accounts }, use) => {
      const account = {
        email: uniqueEmail('owner'),
        password: 'owns-a-profile-2026',
        name: 'Olive Owner',
      };
      await accounts.signUp(owner, account.email, account.password, account.name);
      await accounts.verifyFromMail(owner, account.email);
      await use(account);
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  organization: [undefined, { scope: 'worker', option: true }],
  publishedOrganization: [
    async ({ owner, accounts, ownerAccount, organization }, use) => {
      if (!organization) throw new Error('name the organization: test.use({ organization })');
      void ownerAccount; // signed up and in, in `owner`, before publishing
      const { name, description, country } = organization;
      const id = await accounts.publishOrganization(owner, name, description, country);
      await use({ ...organization, id });
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  baseURL: async ({ product }, use) => use(product.url),

  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
  },

  openPage: async ({ browser, baseURL }, use) => {
    const pages: Page[] = [];
    await use(async (options = {}) => {
      const page = await newPage(browser, { baseURL, ...options });
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
});

/** For `toHaveURL`: the page's path and query are `expected`, on whatever origin. */
export const pathIs = (expected: string) => (url: URL) =>
  `${url.pathname}${url.search}` === expected;

/** For `toHaveURL`: the path and query begin with `prefix` (the rest is the server's choice). */
export const pathStartsWith = (prefix: string) => (url: URL) =>
  `${url.pathname}${url.search}`.startsWith(prefix);
