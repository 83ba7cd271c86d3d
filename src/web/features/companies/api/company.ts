import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Company,
  type CompanyDetailsInput,
  companyEndpoints,
} from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const companyQueryKey = ['company'] as const;

export const fetchCompany = (signal?: AbortSignal) =>
  apiRequest<Company>(companyEndpoints.details, { signal });

export const useCompany = () =>
  useQuery({ queryKey: companyQueryKey, queryFn: ({ signal }) => fetchCompany(signal), staleTime: 30_000 });

export const saveCompanyDetails = (input: CompanyDetailsInput) =>
  apiRequest<Company>(companyEndpoints.details, { method: 'POST', body: input });

/** Saves the details and refreshes everything that shows the company (navbar name, onboarding). */
export const useSaveCompanyDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyDetails,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
};
