/**
 * Owners of published organizations, for benchmarks that edit through the product's API: an
 * account written into the database (verified, with a password, as the test factories
 * write theirs), made the organization's owner, then signed in over HTTP for a bearer token.
 * Edits go through PUT /api/organizations/{id} like the web's form, each stamping the
 * description with a revision number a reader can look for.
 */
import { randomUUID } from 'node:crypto';
import type { Organization } from '@catalyst/shared';
import pg from 'pg';
import { hashPassword } from '../../src/lib/password-hashing.js';

const OWNER_PASSWORD = 'bench owner password, never used elsewhere';
const DESCRIPTION_MAX = 1000;

export interface Owner {
  email: string;
  organizationId: string;
  slug: string;
  /** Bearer token of the owner's session. */
  token: string;
  /** The organization as last read: what an edit sends back, with a new description. */
  profile: Organization;
  /** The revision the description carried after the owner's last edit that returned. */
  revision: number;
}

/** Makes each published organization named by `slugs` owned by a new verified account. */
async function createOwnerAccounts(databaseUrl: string, slugs: readonly string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = await hashPassword(OWNER_PASSWORD);
    const owners: { email: string; organizationId: string; slug: string }[] = [];
    for (const slug of slugs) {
      const { rows } = await client.query<{ id: string }>(
        `select id from organizations where slug = $1 and status = 'published'`,
        [slug],
      );
      const organizationId = rows[0]?.id;
      if (!organizationId) throw new Error(`no published organization has the slug ${slug}`);
      const userId = randomUUID();
      const email = `bench-owner-${userId}@example.org`;
      await client.query('begin');
      await client.query(
        `insert into users (id, name, email, email_verified) values ($1, 'Bench Owner', $2, true)`,
        [userId, email],
      );
      await client.query(
        `insert into accounts (id, account_id, provider_id, user_id, password)
         values ($1, $2, 'credential', $2, $3)`,
        [randomUUID(), userId, hash],
      );
      await client.query(
        `insert into organization_members (organization_id, user_id, role) values ($1, $2, 'owner')`,
        [organizationId, userId],
      );
      await client.query('commit');
      owners.push({ email, organizationId, slug });
    }
    return owners;
  } finally {
    await client.end();
  }
}

/**
 * X-Forwarded-For making the `index`th owner a client of its own, as the instance reads it
 * behind `proxies` proxies: sign-in limits count per client, and every owner signs in from
 * this one machine.
 */
function clientAddress(index: number, proxies: number): string {
  const own = `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;
  return [own, ...Array.from({ length: Math.max(0, proxies - 1) }, () => '127.0.0.1')].join(', ');
}

async function signIn(
  baseUrl: string,
  origin: string,
  email: string,
  forwardedFor: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password: OWNER_PASSWORD }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${body.slice(0, 300)}`);
  const { token } = JSON.parse(body) as { token?: string };
  if (!token) throw new Error('sign-in answered no token (is the bearer plugin on?)');
  return token;
}

export async function readProfile(baseUrl: string, ref: string): Promise<Organization> {
  const response = await fetch(`${baseUrl}/api/organizations/${ref}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/organizations/${ref} answered ${response.status}`);
  return ((await response.json()) as { data: Organization }).data;
}

/**
 * Owners for `slugs`, signed in at `instanceUrl` (an instance itself: setting up is not what
 * is measured). `origin` is the product's PUBLIC_URL.
 */
export async function prepareOwners(options: {
  databaseUrl: string;
  instanceUrl: string;
  origin: string;
  /** How many proxies the instances believe (their TRUST_PROXY). */
  proxies: number;
  slugs: readonly string[];
}): Promise<Owner[]> {
  const accounts = await createOwnerAccounts(options.databaseUrl, options.slugs);
  const owners: Owner[] = [];
  for (const [index, account] of accounts.entries()) {
    const token = await signIn(
      options.instanceUrl,
      options.origin,
      account.email,
      clientAddress(index, options.proxies),
    );
    const profile = await readProfile(options.instanceUrl, account.organizationId);
    owners.push({ ...account, token, profile, revision: revisionIn(profile.description) ?? 0 });
  }
  return owners;
}

const REVISION = /\(revision (\d+)\)/;

/** The revision a page or answer shows, if any edit of a benchmark stamped it. */
export function revisionIn(text: string): number | undefined {
  const found = REVISION.exec(text);
  return found ? Number(found[1]) : undefined;
}

/** The request an edit sends: the organization as it is, its description stamped `revision`. */
export function editRequest(owner: Owner, revision: number) {
  const { profile } = owner;
  const stamp = `(revision ${revision}) `;
  const original = profile.description.replace(/^\(revision \d+\) /, '');
  const body = {
    name: profile.name,
    description: (stamp + original).slice(0, DESCRIPTION_MAX),
    country: profile.country,
    location: profile.location,
    foundedYear: profile.foundedYear,
    websiteUrl: profile.websiteUrl,
    linkedinUrl: profile.linkedinUrl,
    twitterUrl: profile.twitterUrl,
    blogUrl: profile.blogUrl,
    categoryIds: profile.categoryIds,
    categoriesOrder: profile.categoriesOrder,
    categoriesDetails: profile.categoriesDetails,
  };
  return {
    path: `/api/organizations/${owner.organizationId}`,
    method: 'PUT' as const,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
  };
}

/** Sends an edit; answers when it returned (performance.now()) or throws on a refusal. */
export async function edit(baseUrl: string, owner: Owner, revision: number): Promise<number> {
  const request = editRequest(owner, revision);
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  const returnedAt = performance.now();
  if (!response.ok) {
    throw new Error(`PUT ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  owner.revision = revision;
  return returnedAt;
}
