import type { PrefetchArgs } from '@/lib/prefetch-args';

export type { PrefetchArgs };

/**
 * A route's `handle`. A public page lists its data in `prefetch`: the server loads it into the
 * query cache before rendering, and the browser hydrates from that cache instead of asking the
 * API again. Only the server calls it; in the browser each query loads as its component mounts.
 */
export interface PageHandle {
  prefetch?: (args: PrefetchArgs) => Promise<unknown>;
}
