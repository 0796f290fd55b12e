import type { PrefetchArgs } from '@/lib/prefetch-args';
import { faqQuery } from './api/get-faq';

/** The questions and answers, for the FAQ page and the excerpts on About and Contact. */
export function prefetchFaq({ queryClient }: PrefetchArgs): Promise<void> {
  return queryClient.prefetchQuery(faqQuery);
}
