import { eq, sql } from 'drizzle-orm';
import {
  milestoneInputSchema,
  openRoleInputSchema,
  parseMilestoneDate,
  slugify,
  utcDay,
  withProductName,
} from '@catalyst/shared';
import { claimSlug } from '../../modules/organizations/index.js';
import type { ImageStorage } from '../../lib/image-storage/image-storage.js';
import type { Database } from '../client.js';
import {
  categories,
  categoryGroups,
  countries,
  faqEntries,
  openRoles,
  organizationMilestones,
  organizationCategories,
  organizations,
} from '../schema/index.js';
import { countries as countrySeeds } from './countries.data.js';
import { demoMedia } from './demo-media.data.js';
import { seedDemoMedia } from './demo-media.js';
import { demoMilestones } from './demo-milestones.data.js';
import { demoOpenRoles } from './demo-open-roles.data.js';
import { demoOrganizations } from './demo-organizations.data.js';
import { faqEntries as faqSeeds } from './faq.data.js';
import type { DemoMilestoneSeed, DemoOpenRoleSeed } from './seed-types.js';
import { categories as categorySeeds, categoryGroups as groupSeeds } from './taxonomy.data.js';

/** Owner id of the demo organizations, so they can be recognised and never duplicated. */
const DEMO_OWNER_ID = 'seed-demo';

interface SeedOptions {
  demo: boolean;
  productName: string;
  now?: Date;
  /** Where the demo galleries' photos are stored; without it the demo has no photos. */
  imageStorage?: ImageStorage;
}

/**
 * Brings reference data to the shipped state and, when asked, adds the demo directory.
 * Safe to run at every start: reference rows are upserted, demo rows written only once.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categoryGroups)
      .values(groupSeeds.map((group, position) => ({ ...group, position })))
      .onConflictDoUpdate({
        target: categoryGroups.id,
        set: {
          name: sql`excluded.name`,
          emoji: sql`excluded.emoji`,
          color: sql`excluded.color`,
          position: sql`excluded.position`,
        },
      });
    await tx
      .insert(categories)
      .values(categorySeeds.map((category, position) => ({ ...category, position })))
      .onConflictDoUpdate({
        target: categories.id,
        set: {
          groupId: sql`excluded.group_id`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          emoji: sql`excluded.emoji`,
          position: sql`excluded.position`,
        },
      });
    await tx
      .insert(countries)
      .values(countrySeeds)
      .onConflictDoUpdate({
        target: countries.code,
        set: { name: sql`excluded.name`, flagEmoji: sql`excluded.flag_emoji` },
      });
    await tx
      .insert(faqEntries)
      .values(
        faqSeeds.map((entry, position) => ({
          ...entry,
          question: withProductName(entry.question, options.productName),
          answer: withProductName(entry.answer, options.productName),
          position,
        })),
      )
      .onConflictDoUpdate({
        target: faqEntries.id,
        set: {
          question: sql`excluded.question`,
          answer: sql`excluded.answer`,
          categories: sql`excluded.categories`,
          position: sql`excluded.position`,
        },
      });
    if (options.demo) await seedDemoOrganizations(tx, options.now, options.imageStorage);
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function seedDemoOrganizations(
  db: Transaction,
  now = new Date(),
  imageStorage?: ImageStorage,
): Promise<void> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.createdBy, DEMO_OWNER_ID))
    .limit(1);
  if (existing) return;

  const hour = 60 * 60 * 1000;
  for (const [index, demo] of demoOrganizations.entries()) {
    // Staggered publication times give the grid a stable, varied order.
    const publishedAt = new Date(now.getTime() - (index + 1) * 7 * hour);
    // Its name's slug, numbered if an organization of the database already holds it.
    const [created] = await claimSlug(db, slugify(demo.name), undefined, (savepoint, slug) =>
      savepoint
        .insert(organizations)
        .values({
          name: demo.name,
          slug,
          description: demo.description,
          countryCode: demo.countryCode,
          location: demo.location,
          foundedYear: demo.foundedYear,
          websiteUrl: demo.websiteUrl,
          linkedinUrl: demo.linkedinUrl,
          twitterUrl: demo.twitterUrl,
          blogUrl: demo.blogUrl,
          createdBy: DEMO_OWNER_ID,
          status: 'published',
          subscriptionType: 'annual',
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: organizations.id }),
    );
    if (!created) throw new Error(`Could not create demo organization ${demo.name}`);
    await db.insert(organizationCategories).values(
      demo.categories.map((category, position) => ({
        organizationId: created.id,
        categoryId: category.id,
        position,
        detailText: category.detail,
      })),
    );
    await seedDemoRoles(db, created.id, demoOpenRoles[demo.name] ?? [], publishedAt, now);
    await seedDemoMedia(db, created.id, demoMedia[demo.name] ?? [], imageStorage);
    await seedDemoMilestones(db, created.id, demoMilestones[demo.name] ?? [], publishedAt);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Written as an owner would add them: through the milestones' own rules, in the data's order. */
async function seedDemoMilestones(
  db: Transaction,
  organizationId: string,
  milestones: DemoMilestoneSeed[],
  addedAt: Date,
): Promise<void> {
  if (milestones.length === 0) return;
  await db.insert(organizationMilestones).values(
    milestones.map((milestone, position) => {
      const input = milestoneInputSchema.parse(milestone);
      const day = parseMilestoneDate(input.date);
      if (!day) throw new Error(`Demo milestone ${input.title} has no valid date`);
      return {
        organizationId,
        occurredOn: day.occurredOn,
        datePrecision: day.precision,
        title: input.title,
        description: input.description,
        link: input.link,
        position,
        createdAt: addedAt,
        updatedAt: addedAt,
      };
    }),
  );
}

/** Written as an owner would post them: through the same rules, so demo data is never wrong data. */
async function seedDemoRoles(
  db: Transaction,
  organizationId: string,
  roles: DemoOpenRoleSeed[],
  postedAt: Date,
  now: Date,
): Promise<void> {
  for (const role of roles) {
    const validThrough = utcDay(new Date(now.getTime() + role.openForDays * DAY_MS));
    const input = openRoleInputSchema.parse({
      title: role.title,
      team: role.team,
      employmentType: role.employmentType,
      workplace: role.workplace,
      location: role.location,
      remoteCountries: role.remoteCountries,
      salaryMin: role.salary.min,
      salaryMax: role.salary.max,
      salaryCurrency: role.salary.currency,
      salaryPeriod: role.salary.period,
      description: role.description,
      applyUrl: 'url' in role.apply ? role.apply.url : null,
      applyEmail: 'email' in role.apply ? role.apply.email : null,
      validThrough,
    });
    await db
      .insert(openRoles)
      .values({ ...input, validThrough, organizationId, createdAt: postedAt, updatedAt: postedAt });
  }
}
