import { eq, inArray, sql } from 'drizzle-orm';
import { slugCandidate, slugify } from '@catalyst/shared';
import type { Database } from '../../db/client.js';
import { organizationSlugs, organizations } from '../../db/schema/index.js';
import { isListed } from './listing.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Candidates looked up per query: namesakes beyond the first few are rare. */
const CANDIDATES_PER_LOOKUP = 20;
/** Claims lost to concurrent writers before giving up (each loss means someone else won one). */
const CLAIM_ATTEMPTS = 8;

const SLUG_CONSTRAINTS = new Set(['organizations_slug_unique', 'organization_slugs_pkey']);

/** A unique violation on a slug, from either driver, however deeply Drizzle wrapped it. */
export function isSlugClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') {
      return typeof constraint !== 'string' || SLUG_CONSTRAINTS.has(constraint);
    }
  }
  return false;
}

/**
 * The first of `base`'s candidates (base, base-2, base-3…) that no organization other than
 * `organizationId` holds, now or from before a rename. organization_slugs records every
 * slug, current ones included, so it alone answers. Only organizations that are or were
 * listed hold readable slugs (settleSlug), so the answer says nothing the public cannot see.
 */
async function firstFreeSlug(
  executor: Pick<Database, 'select'>,
  base: string,
  organizationId: string | undefined,
): Promise<string> {
  for (let first = 1; ; first += CANDIDATES_PER_LOOKUP) {
    const candidates = Array.from({ length: CANDIDATES_PER_LOOKUP }, (_, index) =>
      slugCandidate(base, first + index),
    );
    const held = await executor
      .select({ slug: organizationSlugs.slug, organizationId: organizationSlugs.organizationId })
      .from(organizationSlugs)
      .where(inArray(organizationSlugs.slug, candidates));
    const holders = new Map(held.map((row) => [row.slug, row.organizationId]));
    const free = candidates.find((candidate) => {
      const holder = holders.get(candidate);
      return holder === undefined || holder === organizationId;
    });
    if (free !== undefined) return free;
  }
}

/**
 * Runs `write` (which stores `slug` on the organization) with the first free slug for `base`.
 * The lookup only suggests: the unique constraints decide. A writer that lost the slug to a
 * concurrent one since (a unique violation, rolled back to a savepoint) looks again, and
 * then sees the winner's committed claim. Claims of one base queue on a lock held to commit,
 * so namesakes created together take -2, -3… in turn instead of all racing for each number;
 * only a clash across bases ("Tide 2" and a second "Tide") is left to the retry.
 */
export async function claimSlug<T>(
  tx: Database,
  base: string,
  organizationId: string | undefined,
  write: (savepoint: Transaction, slug: string) => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organization-slug:${base}`}))`);
  for (let attempt = 1; ; attempt += 1) {
    const slug = await firstFreeSlug(tx, base, organizationId);
    try {
      return await tx.transaction((savepoint) => write(savepoint, slug));
    } catch (error) {
      if (!isSlugClash(error) || attempt >= CLAIM_ATTEMPTS) throw error;
    }
  }
}

/** Whether `slug` is one `base` asks for: the base itself or a numbered one (base-2, base-3…). */
function answersTo(slug: string, base: string): boolean {
  if (slug === base) return true;
  const attempt = Number(/-(\d+)$/.exec(slug)?.[1]);
  return attempt >= 2 && slugCandidate(base, attempt) === slug;
}

/**
 * Gives the organization the readable address its name asks for, if the public can see it
 * and its address does not already answer to its name; called in the transaction that changes
 * what decides it (a rename, a publication, a restoration). An organization the
 * public cannot see keeps the address it has: its id until it is first listed, else its last
 * public slug. So a readable slug is only ever claimed by a listed organization, and the
 * numbering of namesakes (base-2…) never depends on what the public cannot see.
 */
export async function settleSlug(tx: Database, organizationId: string): Promise<void> {
  const [organization] = await tx
    .select({
      name: organizations.name,
      slug: organizations.slug,
      status: organizations.status,
      hiddenAt: organizations.hiddenAt,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!organization || !isListed(organization)) return;
  const base = slugify(organization.name);
  if (answersTo(organization.slug, base)) return;
  await claimSlug(tx, base, organizationId, (savepoint, slug) =>
    savepoint
      .update(organizations)
      .set({ slug })
      .where(eq(organizations.id, organizationId))
      .returning({ id: organizations.id }),
  );
}
