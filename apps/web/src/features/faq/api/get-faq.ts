import type { FaqEntry } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const faqQuery = queryOptions({
  queryKey: ['faq'],
  queryFn: ({ signal }) => apiRequest<FaqEntry[]>('/faq', { signal }),
  staleTime: 30 * 60 * 1000,
});

export const useFaq = () => useQuery(faqQuery);
