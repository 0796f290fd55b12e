import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MILESTONE_PRECISIONS } from '@catalyst/shared';
import { organizations } from './organizations.js';

/**
 * A dated step in an organization's story (founded, a first grant, a programme launched), shown
 * on its profile as a timeline, newest first. The date is kept as a day; `date_precision` says
 * whether the owner gave a month (stored as its first day) or a day, so the profile prints
 * "March 2024" or "12 March 2024" as it was entered. `position` orders milestones that share a
 * date, in the order the owner arranged them.
 */
export const organizationMilestones = pgTable(
  'organization_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    datePrecision: text('date_precision', { enum: MILESTONE_PRECISIONS }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    link: text('link'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'organization_milestones_precision_check',
      sql`${t.datePrecision} = 'day' or extract(day from ${t.occurredOn}) = 1`,
    ),
    check('organization_milestones_title_check', sql`char_length(${t.title}) between 1 and 120`),
    check(
      'organization_milestones_description_check',
      sql`${t.description} is null or char_length(${t.description}) <= 500`,
    ),
    index('organization_milestones_timeline_idx').on(
      t.organizationId,
      t.occurredOn.desc(),
      t.position,
    ),
  ],
);
