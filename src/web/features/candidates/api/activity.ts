import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type activitySchema, candidateEndpoints } from '#shared/candidates/candidates.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type Activity = z.infer<typeof activitySchema>;
const PAGE = 20;

export const fetchActivity = async (offset: number, signal?: AbortSignal) => {
  const result = await apiRequest<Activity[] | { rows: Activity[]; count?: number }>(
    candidateEndpoints.actions,
    {
      query: { limit: PAGE, offset },
      signal,
    },
  );
  return Array.isArray(result) ? { rows: result, count: undefined } : result;
};

/** The company's activity feed; each page appends to the earlier ones (spec section 4). */
export const useActivityFeed = () =>
  useInfiniteQuery({
    queryKey: ['activity'],
    queryFn: ({ pageParam, signal }) => fetchActivity(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      if (last.rows.length < PAGE) return undefined;
      if (last.count !== undefined && loaded >= last.count) return undefined;
      return loaded;
    },
  });
