import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import {
  organizationCategories,
  organizations,
  type OrganizationStatus,
} from '../src/db/schema/index.js';

export interface OrganizationFactoryInput {
  name?: string;
  description?: string;
  countryCode?: string;
  location?: string | null;
  status?: OrganizationStatus;
  publishedAt?: Date;
  createdBy?: string;
  categories?: string[];
  details?: Record<string, string>;
  logoUrl?: string | null;
  websiteUrl?: string | null;
  foundedYear?: number | null;
}

let sequence = 0;

/** Inserts an organization straight into the database, published unless told otherwise. */
export async function createOrganization(db: Database, input: OrganizationFactoryInput = {}) {
  sequence += 1;
  const status = input.status ?? 'published';
  const [row] = await db
    .insert(organizations)
    .values({
      name: input.name ?? `Organization ${sequence}`,
      description: input.description ?? `Description of organization ${sequence}.`,
      countryCode: input.countryCode ?? 'DE',
      location: input.location === undefined ? 'Berlin' : input.location,
      status,
      publishedAt:
        status === 'published'
          ? (input.publishedAt ?? new Date(Date.now() - sequence * 1000))
          : null,
      createdBy: input.createdBy ?? `user-${randomUUID()}`,
      logoUrl: input.logoUrl ?? null,
      websiteUrl: input.websiteUrl ?? null,
      foundedYear: input.foundedYear ?? null,
    })
    .returning();
  if (!row) throw new Error('organization insert returned nothing');
  const categories = input.categories ?? [];
  if (categories.length > 0) {
    await db.insert(organizationCategories).values(
      categories.map((categoryId, position) => ({
        organizationId: row.id,
        categoryId,
        position,
        detailText: input.details?.[categoryId] ?? null,
      })),
    );
  }
  return row;
}

export async function setOrganizationStatus(
  db: Database,
  id: string,
  status: OrganizationStatus,
  publishedAt: Date | null = status === 'published' ? new Date() : null,
) {
  await db.update(organizations).set({ status, publishedAt }).where(eq(organizations.id, id));
}
