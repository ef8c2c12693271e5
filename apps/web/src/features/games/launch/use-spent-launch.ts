import { useEffect } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A demo-game launch answers a one-time ticket: once a page has shown its address in the frame,
 * the cached launch is spent. When that page goes, the launch leaves the cache, so coming back
 * (or pressing the game again) launches afresh instead of reopening a used ticket. The removal
 * waits a task and skips a launch that is watched again: StrictMode's rehearsal unmount
 * subscribes again at once.
 */
export function useSpentLaunch(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const queryHash = hashKey(queryKey);

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    return () => {
      setTimeout(() => {
        const launch = cache.get(queryHash);
        if (launch && launch.getObserversCount() === 0) cache.remove(launch);
      }, 0);
    };
  }, [queryClient, queryHash]);
}
