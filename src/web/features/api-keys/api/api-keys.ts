import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type ApiKey,
  companyEndpoints,
  type createdApiKeySchema,
} from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
const apiKeysQueryKey = ['api-keys'] as const;

export const fetchApiKeys = async (signal?: AbortSignal) => {
  const result = await apiRequest<ApiKey[] | { rows: ApiKey[] }>(companyEndpoints.apiKeys, { signal });
  return Array.isArray(result) ? result : result.rows;
};

export const useApiKeys = () =>
  useQuery({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => fetchApiKeys(signal) });

export const createApiKey = (name: string) =>
  apiRequest<CreatedApiKey>(companyEndpoints.apiKeys, { method: 'POST', body: { name } });

export const revokeApiKey = (id: string) =>
  apiRequest<null>(companyEndpoints.apiKey(id), { method: 'DELETE' });

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
