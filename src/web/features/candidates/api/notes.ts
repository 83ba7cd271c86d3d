import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { candidateEndpoints, type noteSchema } from '#shared/candidates/candidates.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { candidateQueryKey } from './candidate.ts';

export type Note = z.infer<typeof noteSchema>;

export const addNote = ({ candidateId, text }: { candidateId: string; text: string }) =>
  apiRequest<Note>(candidateEndpoints.notes, { method: 'POST', body: { candidateId, text } });

export const useAddNote = (candidateId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addNote({ candidateId, text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateQueryKey(candidateId) }),
  });
};
