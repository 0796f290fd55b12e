/**
 * When an organization was created, published and last edited. A fixed present keeps the
 * data the same from one load to the next; the directory grows, so recent years hold more
 * publications than early ones.
 */
import { chance, type Random } from './random-tools.js';

/** The directory's present: the newest publication is just before it. */
const DIRECTORY_NOW = Date.UTC(2026, 10, 1);
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const HISTORY_YEARS = 8;

interface Timeline {
  createdAt: Date;
  publishedAt: Date;
  updatedAt: Date;
  foundedYear: number;
}

export function organizationTimeline(random: Random): Timeline {
  const start = DIRECTORY_NOW - HISTORY_YEARS * YEAR_MS;
  // The square root makes the density grow linearly toward the present.
  const publishedAt = start + HISTORY_YEARS * YEAR_MS * Math.sqrt(random());
  // Drafted minutes to weeks before paying: most owners publish within a few days.
  const draftMs = Math.min(60 * DAY_MS, -Math.log(1 - random()) * 4 * DAY_MS);
  const createdAt = publishedAt - Math.max(5 * MINUTE_MS, draftMs);
  // A third never edit after publishing; the rest edit at some point since, recently more often.
  const updatedAt = chance(random, 0.35)
    ? publishedAt
    : publishedAt + (DIRECTORY_NOW - publishedAt) * random() ** 0.6;
  const publishedYear = new Date(publishedAt).getUTCFullYear();
  // Most organizations are young; some have decades behind them before they join.
  const age = Math.min(120, Math.floor(-Math.log(1 - random()) * 12));
  const foundedYear = Math.max(1900, publishedYear - age);
  return {
    createdAt: new Date(createdAt),
    publishedAt: new Date(publishedAt),
    updatedAt: new Date(updatedAt),
    foundedYear,
  };
}
