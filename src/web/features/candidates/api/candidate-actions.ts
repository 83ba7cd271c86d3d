import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateEndpoints } from '#shared/candidates/candidates.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { candidatesQueryKey } from './candidates.ts';

export const deleteCandidate = (id: string) =>
  apiRequest<null>(candidateEndpoints.remove(id), { method: 'DELETE' });
export const archiveCandidate = (id: string) =>
  apiRequest<null>(candidateEndpoints.archive(id), { method: 'POST', body: {} });
export const restoreCandidate = (id: string) =>
  apiRequest<null>(candidateEndpoints.restore(id), { method: 'POST', body: {} });
export const resendInvitation = (id: string) =>
  apiRequest<{ invitationExpiresAt?: string } | null>(candidateEndpoints.resendInvitation(id), {
    method: 'POST',
    body: {},
  });
export const fetchInvitationLink = (id: string) =>
  apiRequest<{ url?: string; link?: string }>(candidateEndpoints.invitationLink(id)).then(
    (result) => result.url ?? result.link ?? '',
  );

const useCandidateMutation = <T>(mutationFn: (id: string) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: candidatesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
};

export const useDeleteCandidate = () => useCandidateMutation(deleteCandidate);
export const useArchiveCandidate = () => useCandidateMutation(archiveCandidate);
export const useRestoreCandidate = () => useCandidateMutation(restoreCandidate);
export const useResendInvitation = () => useCandidateMutation(resendInvitation);
