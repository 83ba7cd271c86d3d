import { useQuery } from '@tanstack/react-query';
import { accountEndpoints, type Profile } from '#shared/accounts/accounts.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export const fetchProfile = (signal?: AbortSignal) =>
  apiRequest<Profile>(accountEndpoints.profile, { signal });

export const profileQueryKey = (token: string | undefined) => ['profile', token] as const;

export const useProfile = () => {
  const session = useSession();
  return useQuery({
    queryKey: profileQueryKey(session?.token),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: Boolean(session),
    staleTime: 60_000,
  });
};
