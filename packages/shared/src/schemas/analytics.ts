import { z } from 'zod';
import {
  ANALYTICS_PERIODS,
  TRACKED_LINKS,
  VIEW_SOURCES,
  type TrackedLink,
} from '../constants/analytics.js';

const trackedLinkSchema = z.enum(TRACKED_LINKS);

/** POST /api/organizations/{id}/link-clicks (a beacon): which link was followed. */
export const linkClickSchema = z
  .strictObject({
    link: trackedLinkSchema,
    /** For an apply link: the role's id. */
    roleId: z.uuid().optional(),
  })
  .refine((click) => (click.link === 'apply') === (click.roleId !== undefined), {
    message: 'An apply link names its role (roleId); the other links do not.',
    path: ['roleId'],
  })
  .meta({
    description: 'An apply link names its role (`roleId`); the other links do not.',
    if: { properties: { link: { const: 'apply' } } },
    then: { required: ['roleId'], properties: { roleId: { type: 'string' } } },
    else: { not: { required: ['roleId'], properties: { roleId: { type: 'string' } } } },
  });
export type LinkClick = z.infer<typeof linkClickSchema>;

/**
 * POST /api/organizations/{id}/referred-views (a beacon): the profile or one of its role pages
 * was reached through a link of the organization's embed or of a feed entry.
 */
export const referredViewSchema = z.strictObject({
  source: z
    .enum(VIEW_SOURCES)
    .describe(
      'Where the link came from: `embed` (the roles page or badge on the organization’s site) or `feed` (an Atom feed’s entry).',
    ),
});
export type ReferredView = z.infer<typeof referredViewSchema>;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => (ANALYTICS_PERIODS as readonly number[]).includes(value), {
      message: `days must be one of ${ANALYTICS_PERIODS.join(', ')}.`,
    })
    .default(30)
    .meta({ enum: [...ANALYTICS_PERIODS], description: 'How many days, up to yesterday (UTC).' }),
});

/** A count for every tracked link: an object with each link's key, spelled out once. */
const clicksPerLink = z.object(
  Object.fromEntries(TRACKED_LINKS.map((link) => [link, z.number().int()])) as Record<
    TrackedLink,
    z.ZodNumber
  >,
);

const counts = {
  views: z.number().int(),
  visitors: z.number().int(),
  appearances: z.number().int(),
  clicks: clicksPerLink,
  /** People who started following the organization (those who stopped since not counted). */
  newFollowers: z.number().int(),
  embedViews: z
    .number()
    .int()
    .describe(
      'Visitors who reached the profile or one of its role pages through a link of the organization’s embed (its roles page or badge), once per visitor and day. A role page’s visit counts here, though `views` counts the profile only.',
    ),
  feedViews: z
    .number()
    .int()
    .describe(
      'The same, through an entry of an Atom feed (the organization’s or the directory’s).',
    ),
};

export const analyticsDaySchema = z.object({ date: z.string(), ...counts });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsTotalsSchema = z.object(counts);
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/** The apply clicks of one role: each day of the period (in the order of `days`), and totals. */
export const roleApplyClicksSchema = z.object({
  roleId: z.string(),
  /** Null once the role has been deleted: its clicks still count. */
  title: z.string().nullable(),
  perDay: z.array(z.number().int()),
  clicks: z.number().int(),
  previous: z.number().int(),
});
export type RoleApplyClicks = z.infer<typeof roleApplyClicksSchema>;

/** GET /api/organizations/{id}/analytics?days: each day, the totals, and the period before. */
export const profileAnalyticsSchema = z.object({
  days: z.array(analyticsDaySchema),
  totals: analyticsTotalsSchema,
  previous: analyticsTotalsSchema,
  /** Roles whose apply link was followed in this period or the one before, most clicked first. */
  roles: z.array(roleApplyClicksSchema),
  /** How many people follow the organization now. Who they are is never told. */
  followers: z.number().int(),
});
export type ProfileAnalytics = z.infer<typeof profileAnalyticsSchema>;
