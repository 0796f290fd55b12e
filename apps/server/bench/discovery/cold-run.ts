/**
 * Requests one at a time, each a combination no earlier request asked, so every answer is
 * computed cold. Some first pages are followed several pages deep through nextCursor, each
 * page a request of its own; cursors left unfollowed are kept for the concurrent run.
 */
import type { OrganizationList } from '@catalyst/shared';
import { between, chance, type Random } from '../directory/random-tools.js';
import { nextPage, type ListingRequest } from './listing-requests.js';
import type { TimedResponse } from './timed-get.js';

export interface ColdSample {
  request: ListingRequest;
  status: number;
  ms: number;
  bytes: number;
  total?: number;
  items?: number;
  /** The order the server says the items are in, when it says. */
  answeredSort?: string;
}

export interface ColdRun {
  samples: ColdSample[];
  /** Further pages nobody asked for yet, for the concurrent run's deep cursors. */
  unfollowedPages: ListingRequest[];
  /** The first few answers that were not 200, to show what went wrong. */
  failures: { path: string; status: number; body: string }[];
}

/** How often a visitor keeps scrolling, and how far: about a fifth of requests are deep pages. */
const FOLLOW_CHANCE = 0.07;
const FURTHER_PAGES = { min: 2, max: 8 };
const KEPT_FAILURES = 10;
const KEPT_UNFOLLOWED = 50_000;

interface ColdRunOptions {
  get: (path: string) => Promise<TimedResponse>;
  nextFirstPage: () => ListingRequest;
  random: Random;
  /** Requests measured, after `warmUp` that are not. */
  requests: number;
  warmUp: number;
  onProgress?: (done: number) => void;
}

export async function runCold(options: ColdRunOptions): Promise<ColdRun> {
  const { get, nextFirstPage, random } = options;
  const run: ColdRun = { samples: [], unfollowedPages: [], failures: [] };
  let issued = 0;
  const goal = options.warmUp + options.requests;

  async function ask(request: ListingRequest): Promise<string | null> {
    const response = await get(request.path);
    issued += 1;
    let nextCursor: string | null = null;
    const sample: ColdSample = {
      request,
      status: response.status,
      ms: response.ms,
      bytes: response.bytes,
    };
    if (response.status === 200) {
      const { data } = JSON.parse(response.body) as { data: Partial<OrganizationList> };
      sample.total = data.total;
      sample.items = data.items?.length;
      sample.answeredSort = data.sort;
      nextCursor = data.nextCursor ?? null;
    } else if (run.failures.length < KEPT_FAILURES) {
      run.failures.push({
        path: request.path,
        status: response.status,
        body: response.body.slice(0, 300),
      });
    }
    if (issued > options.warmUp) {
      run.samples.push(sample);
      if (run.samples.length % 500 === 0) options.onProgress?.(run.samples.length);
    }
    return nextCursor;
  }

  while (issued < goal) {
    let request = nextFirstPage();
    let cursor = await ask(request);
    if (cursor && chance(random, FOLLOW_CHANCE)) {
      const furtherPages = between(random, FURTHER_PAGES.min, FURTHER_PAGES.max);
      for (let page = 0; page < furtherPages && cursor && issued < goal; page += 1) {
        request = nextPage(request, cursor);
        cursor = await ask(request);
      }
    }
    if (cursor && run.unfollowedPages.length < KEPT_UNFOLLOWED) {
      run.unfollowedPages.push(nextPage(request, cursor));
    }
  }
  return run;
}
