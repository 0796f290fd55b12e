import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

export const faqQuery = queryOptions({
  queryKey: ['faq'],
  queryFn: ({ signal }) => apiRequest<ApiData<'/faq', 'get'>>('/faq', { signal }),
  staleTime: 30 * 60 * 1000,
});

export const useFaq = () => useQuery(faqQuery);
