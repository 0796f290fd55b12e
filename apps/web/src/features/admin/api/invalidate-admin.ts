import type { QueryClient } from '@tanstack/react-query';

import { adminKeys } from './query-keys';

/**
 * After any moderation action, done or refused (a refusal such as 'already hidden' means the
 * screen was out of date): every console list, and the public copies of organizations (a
 * hidden profile leaves the directory; a restored one comes back).
 */
export function invalidateAfterModeration(queryClient: QueryClient): Promise<unknown> {
  return Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['organization'] }),
    queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  ]);
}
