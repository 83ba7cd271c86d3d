import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type County, companyEndpoints } from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const searchCounties = (query: string, signal?: AbortSignal) =>
  apiRequest<County[] | { rows: County[] }>(companyEndpoints.searchCounty, {
    method: 'POST',
    body: { query, limit: 20 },
    signal,
  }).then((result) => (Array.isArray(result) ? result : result.rows));

export const useCountySearch = (query: string) =>
  useQuery({
    queryKey: ['counties', query.trim().toLowerCase()],
    queryFn: ({ signal }) => searchCounties(query.trim(), signal),
    enabled: query.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
