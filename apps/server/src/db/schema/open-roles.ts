import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES, SALARY_PERIODS, WORKPLACES } from '@catalyst/shared';
import { organizations } from './organizations.js';

/**
 * An organization's open role (a job, an internship, a volunteer post). Open while closed_at is
 * null and valid_through (the last day, UTC) has not passed: expiry is decided at query time, so
 * a role leaves the profile, the sitemap and the JSON-LD the day it ends with no job having to
 * run. A trigger (migration 0009_owner_value) logs a discovery change for its organization on
 * every write, so 'Hiring now' and the cards' role counts follow.
 */
export const openRoles = pgTable(
  'open_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    team: text('team'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    workplace: text('workplace', { enum: WORKPLACES }).notNull(),
    location: text('location'),
    remoteCountries: text('remote_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    salaryCurrency: text('salary_currency').notNull(),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull(),
    description: text('description').notNull(),
    applyUrl: text('apply_url'),
    applyEmail: text('apply_email'),
    validThrough: date('valid_through', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** When its owners were told it ends in 7 days; cleared when valid_through moves. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('open_roles_salary_check', sql`${t.salaryMin} >= 0 and ${t.salaryMax} >= ${t.salaryMin}`),
    check('open_roles_apply_check', sql`(${t.applyUrl} is null) <> (${t.applyEmail} is null)`),
    index('open_roles_organization_idx').on(t.organizationId, t.validThrough.desc()),
    // The sitemap and the expiry reminders read the open ones by their last day.
    index('open_roles_open_valid_through_idx')
      .on(t.validThrough)
      .where(sql`${t.closedAt} is null`),
  ],
);
