import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { companyEndpoints, type packagesSchema } from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The five plans, the add-ons and the pass-through fee table, from the shared pricing module. */
export type Packages = z.infer<typeof packagesSchema>;
export type PlanOption = Packages['packages'][number];
export type AddOnOption = Packages['addOns'][number];

export const fetchPackages = (signal?: AbortSignal) =>
  apiRequest<Packages>(companyEndpoints.packages, { signal });

export const usePackages = () =>
  useQuery({
    queryKey: ['packages'],
    queryFn: ({ signal }) => fetchPackages(signal),
    staleTime: 10 * 60_000,
  });
