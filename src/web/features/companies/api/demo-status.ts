import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, companyEndpoints } from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyQueryKey } from './company.ts';

export const setDemoStatus = (demoMode: boolean) =>
  apiRequest<Company>(companyEndpoints.demoStatus, { method: 'PATCH', body: { demoMode } });

export const useSetDemoStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDemoStatus,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: companyQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};
