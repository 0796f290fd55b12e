import type { PrefetchArgs } from '@/app/route-data';
import { faqQuery } from './api/get-faq';

/** The questions and answers, for the FAQ page and the excerpts on About and Contact. */
export function prefetchFaq({ queryClient }: PrefetchArgs): Promise<void> {
  return queryClient.prefetchQuery(faqQuery);
}
