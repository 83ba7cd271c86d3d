import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dashboardSchema } from '#shared/candidates/candidates.contract.ts';
import { companyEndpoints } from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type Dashboard = z.infer<typeof dashboardSchema>;

export const fetchDashboard = (signal?: AbortSignal) =>
  apiRequest<Dashboard>(companyEndpoints.dashboard, { signal });

export const useDashboard = () =>
  useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => fetchDashboard(signal), staleTime: 15_000 });
