import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CandidateRow, candidateEndpoints } from '#shared/candidates/candidates.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type CandidateListParams = {
  limit: number;
  offset: number;
  filter?: string;
  isArchived: boolean;
  sort: 'created_at' | 'name' | 'status';
  order: 'asc' | 'desc';
};

export type CandidateList = { rows: CandidateRow[]; count: number };

export const candidatesQueryKey = ['candidates'] as const;

export const fetchCandidates = (params: CandidateListParams, signal?: AbortSignal) =>
  apiRequest<CandidateList>(candidateEndpoints.list, {
    query: { ...params, isArchived: String(params.isArchived) },
    signal,
  });

export const useCandidates = (params: CandidateListParams, enabled = true) =>
  useQuery({
    queryKey: [...candidatesQueryKey, 'list', params],
    queryFn: ({ signal }) => fetchCandidates(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
