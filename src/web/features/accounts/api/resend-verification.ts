import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '#shared/accounts/accounts.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const resendVerification = (email: string) =>
  apiRequest<{ message: string }>(accountEndpoints.resend, { query: { email }, auth: false });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
