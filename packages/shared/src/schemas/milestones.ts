import { z } from 'zod';
import { URL_MAX } from '../constants/limits.js';
import {
  MILESTONE_DESCRIPTION_MAX,
  MILESTONE_EARLIEST_YEAR,
  MILESTONE_PRECISIONS,
  MILESTONE_TITLE_MAX,
  MILESTONES_PER_ORGANIZATION_MAX,
  milestoneMessages,
} from '../constants/milestones.js';
import { organizationRefSchema } from './organization-slug.js';

const MONTH_OR_DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
/** The furthest ahead a calendar is anywhere on Earth (UTC+14): "today" for everyone. */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** A milestone's date as stored: the day (a month's first day) and how precisely it was given. */
interface MilestoneDay {
  occurredOn: string;
  precision: (typeof MILESTONE_PRECISIONS)[number];
}

/**
 * `YYYY-MM` (a month, kept as its first day) or `YYYY-MM-DD` (a day), when that day exists:
 * undefined for 2024-02-30 or 2024-13.
 */
export function parseMilestoneDate(value: string): MilestoneDay | undefined {
  const match = MONTH_OR_DAY.exec(value);
  if (!match) return undefined;
  const occurredOn = `${match[1]}-${match[2]}-${match[3] ?? '01'}`;
  const day = new Date(`${occurredOn}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== occurredOn) {
    return undefined;
  }
  return { occurredOn, precision: match[3] ? 'day' : 'month' };
}

/** The API's `date` from the stored day: `YYYY-MM` for a month, `YYYY-MM-DD` for a day. */
export function formatMilestoneDate({ occurredOn, precision }: MilestoneDay): string {
  return precision === 'month' ? occurredOn.slice(0, 7) : occurredOn;
}

/** The latest day that is today somewhere: a milestone dated later has not happened yet. */
export function latestMilestoneDay(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

const milestoneDateSchema = z
  .string({ error: milestoneMessages.dateInvalid })
  .trim()
  .superRefine((value, context) => {
    const parsed = parseMilestoneDate(value);
    if (!parsed) {
      context.addIssue({ code: 'custom', message: milestoneMessages.dateInvalid });
    } else if (Number(parsed.occurredOn.slice(0, 4)) < MILESTONE_EARLIEST_YEAR) {
      context.addIssue({ code: 'custom', message: milestoneMessages.dateTooEarly });
    } else if (parsed.occurredOn > latestMilestoneDay()) {
      // A month counts from its first day: the current month is already history.
      context.addIssue({ code: 'custom', message: milestoneMessages.dateInFuture });
    }
  })
  .meta({
    pattern: '^\\s*\\d{4}-\\d{2}(?:-\\d{2})?\\s*$',
    description: `\`YYYY-MM\` (a month) or \`YYYY-MM-DD\` (a day): a day that exists (not 2024-02-30), from ${MILESTONE_EARLIEST_YEAR} to today anywhere on Earth (UTC+14).`,
  });

/**
 * A milestone as its organization writes it (POST and PUT, the whole milestone each time).
 * Strings are trimmed; an empty text or link is none.
 */
export const milestoneInputSchema = z.strictObject({
  date: milestoneDateSchema,
  title: z
    .string({ error: milestoneMessages.titleRequired })
    .trim()
    .min(1, milestoneMessages.titleRequired)
    .max(MILESTONE_TITLE_MAX, milestoneMessages.titleTooLong),
  description: z
    .string()
    .trim()
    .max(MILESTONE_DESCRIPTION_MAX, milestoneMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  link: z
    .string()
    .trim()
    .max(URL_MAX, milestoneMessages.linkInvalid)
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .url({
          protocol: /^https$/,
          hostname: z.regexes.domain,
          error: milestoneMessages.linkInvalid,
        })
        .nullable(),
    )
    .meta({
      pattern: '^\\s*(?:https://\\S+)?\\s*$',
      description: `An https address of a public host, at most ${URL_MAX} characters. Empty or null: no link.`,
    }),
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;
export type MilestoneFields = z.output<typeof milestoneInputSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  /** `YYYY-MM` (month precision) or `YYYY-MM-DD` (day precision), as it was given. */
  date: z.string(),
  precision: z.enum(MILESTONE_PRECISIONS),
  title: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/**
 * `PUT /organizations/{id}/milestones/order`: every one of the organization's milestones, once.
 * The timeline is ordered by date, newest first; among milestones of the same date, as listed here.
 */
export const milestoneOrderSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: milestoneMessages.notFound }))
    .max(MILESTONES_PER_ORGANIZATION_MAX, milestoneMessages.orderMismatch)
    .refine((ids) => new Set(ids).size === ids.length, milestoneMessages.orderMismatch)
    .meta({ uniqueItems: true, description: 'Every milestone of the organization, once each.' }),
});

/** Reads: the organization by id or slug. */
export const milestonesRefParamsSchema = z.object({ id: organizationRefSchema });
/** Writes: the organization by id, and the milestone. */
export const milestoneParamsSchema = z.object({
  id: z.uuid('Organization ids are UUIDs.'),
  milestoneId: z.uuid({ error: milestoneMessages.notFound }),
});
