import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a page needs to name the data it shows (app/route-data.ts): features write their
 * pages' prefetches against it without reaching into the app.
 */
export interface PrefetchArgs {
  queryClient: QueryClient;
  url: URL;
  params: Params;
}
