import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type DevMail = {
  id: string;
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  status: string;
  createdAt: string;
};

export const fetchDevMail = (to: string, signal?: AbortSignal) =>
  apiRequest<{ rows: DevMail[]; count: number }>('/api/dev/mail', {
    query: { to: to.trim() || undefined, limit: 100 },
    signal,
    auth: false,
  });

export const useDevMail = (to: string) =>
  useQuery({
    queryKey: ['dev-mail', to.trim().toLowerCase()],
    queryFn: ({ signal }) => fetchDevMail(to, signal),
    refetchInterval: 5000,
    retry: false,
  });
