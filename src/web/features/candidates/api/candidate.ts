import { useQuery } from '@tanstack/react-query';
import { type CandidateDetail, candidateEndpoints } from '#shared/candidates/candidates.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { candidatesQueryKey } from './candidates.ts';

export const candidateQueryKey = (id: string) => [...candidatesQueryKey, 'detail', id] as const;

export const fetchCandidate = (id: string, signal?: AbortSignal) =>
  apiRequest<CandidateDetail>(candidateEndpoints.get(id), { signal });

export const useCandidate = (id: string) =>
  useQuery({ queryKey: candidateQueryKey(id), queryFn: ({ signal }) => fetchCandidate(id, signal) });
