import { QueryClient } from '@tanstack/react-query';

/**
 * Server state (balance, games, favourites, notices, banners). The api client already retries
 * GETs with backoff, so queries do not retry again; answers stay fresh for 30 s.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
