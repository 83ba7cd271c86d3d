import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { accountEndpoints } from '#shared/accounts/accounts.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearStorage } from '../../../lib/session.ts';

export const logOut = () => apiRequest<{ message: string }>(accountEndpoints.logout, { method: 'POST' });

/** Ends the server session when it can; the browser forgets it either way. */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logOut();
    } catch {
      // An expired or revoked session still has to leave this browser.
    }
    clearStorage();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
};
