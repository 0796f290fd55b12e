import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already retries network failures (3 times, 1 s/2 s/4 s);
        // an HTTP error answer is final and retrying it would only delay the message.
        retry: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
