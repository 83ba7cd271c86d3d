import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  candidateEndpoints,
  type InviteInput,
  type invitePreviewSchema,
  type inviteResultSchema,
  type PackageId,
} from '#shared/candidates/candidates.contract.ts';
import { apiRequest, apiUpload } from '../../../lib/api-client.ts';
import { candidatesQueryKey } from './candidates.ts';

export type InvitePreview = z.infer<typeof invitePreviewSchema>;
export type InviteResult = z.infer<typeof inviteResultSchema>;

export type CsvOrder = {
  file: File;
  package: PackageId;
  addOns: Record<string, number>;
  counties: string[];
  onProgress?: (percent: number) => void;
};

const orderFields = (order: CsvOrder) => ({
  package: order.package,
  add_ons: JSON.stringify(Object.fromEntries(Object.entries(order.addOns).filter(([, q]) => q > 0))),
  // A comma list of FIPS codes; left out when there are none.
  counties: order.counties.length ? order.counties.join(',') : undefined,
  from_app: 'true',
});

/** One or several candidates typed into the form. */
export const inviteCandidates = (input: InviteInput) =>
  apiRequest<InviteResult>(candidateEndpoints.invite, { method: 'POST', body: input });

/** Validates a CSV row by row and prices it; nothing is sent to anyone. */
export const previewCsvInvite = (order: CsvOrder) =>
  apiUpload<InvitePreview>(candidateEndpoints.invitePreview, order.file, {
    fields: orderFields(order),
    onProgress: order.onProgress,
  });

/** Sends the invitations of a previewed CSV (multipart: file, package, add_ons, from_app). */
export const inviteFromCsv = (order: CsvOrder) =>
  apiUpload<InviteResult>(candidateEndpoints.invite, order.file, {
    fields: orderFields(order),
    onProgress: order.onProgress,
  });

const useInviteMutation = <I>(mutationFn: (input: I) => Promise<InviteResult>) => {
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

export const useInviteCandidates = () => useInviteMutation(inviteCandidates);
export const useInviteFromCsv = () => useInviteMutation(inviteFromCsv);
export const usePreviewCsvInvite = () => useMutation({ mutationFn: previewCsvInvite });
