import { inArray, sql } from 'drizzle-orm';
import { slugCandidate } from '@catalyst/shared';
import type { Database } from '../../db/client.js';
import { organizationSlugs } from '../../db/schema/index.js';

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
 * slug, current ones included, so it alone answers.
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
  tx: Transaction,
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
