import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a page needs to name the data it shows. */
export interface PrefetchArgs {
  queryClient: QueryClient;
  url: URL;
  params: Params;
}

/**
 * A route's `handle`. A public page lists its data in `prefetch`: the server loads it into the
 * query cache before rendering, and the browser hydrates from that cache instead of asking the
 * API again. Only the server calls it; in the browser each query loads as its component mounts.
 */
export interface PageHandle {
  prefetch?: (args: PrefetchArgs) => Promise<unknown>;
}
