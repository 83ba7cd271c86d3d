import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, companyEndpoints } from '#shared/companies/companies.contract.ts';
import { apiUpload } from '../../../lib/api-client.ts';
import { companyQueryKey } from './company.ts';

export const uploadLogo = ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
  apiUpload<Company>(companyEndpoints.logo, file, { onProgress });

export const useUploadLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryKey }),
  });
};
