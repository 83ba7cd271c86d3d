import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CandidateRow, candidateEndpoints } from '#shared/candidates/candidates.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { candidatesQueryKey } from './candidates.ts';

export const searchCandidates = async (query: string, isArchived: boolean, signal?: AbortSignal) => {
  const result = await apiRequest<CandidateRow[] | { rows: CandidateRow[]; count?: number }>(
    candidateEndpoints.search,
    { query: { query, isArchived: String(isArchived), limit: 50 }, signal },
  );
  const rows = Array.isArray(result) ? result : result.rows;
  return { rows, count: Array.isArray(result) ? rows.length : (result.count ?? rows.length) };
};

/** Name or e-mail substring; the caller debounces the text. */
export const useCandidateSearch = (query: string, isArchived: boolean) =>
  useQuery({
    queryKey: [...candidatesQueryKey, 'search', query.trim(), isArchived],
    queryFn: ({ signal }) => searchCandidates(query.trim(), isArchived, signal),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
