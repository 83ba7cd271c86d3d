import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Company, companyEndpoints } from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyQueryKey } from './company.ts';

/** The FCRA permissible-purpose certification text in force, with its version. */
export type CertificationText = { version: string; title?: string; text: string };

export const fetchCertificationText = (signal?: AbortSignal) =>
  apiRequest<CertificationText>(companyEndpoints.certification, { signal });

export const useCertificationText = () =>
  useQuery({
    queryKey: ['company', 'certification-text'],
    queryFn: ({ signal }) => fetchCertificationText(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server records who accepted, when and from which IP; the client sends the version it showed. */
export const acceptCertification = (version: string) =>
  apiRequest<Company>(companyEndpoints.certification, { method: 'POST', body: { version, accept: true } });

export const useAcceptCertification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCertification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryKey }),
  });
};
