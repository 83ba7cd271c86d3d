import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '#shared/accounts/accounts.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Companies and candidates reset through different endpoints (spec section 7). */
export const requestPasswordReset = ({ email, candidate }: { email: string; candidate: boolean }) =>
  apiRequest<{ message: string }>(
    candidate ? accountEndpoints.forgotPasswordCandidate : accountEndpoints.forgotPassword,
    { body: { email }, auth: false },
  );

export const useForgotPassword = () => useMutation({ mutationFn: requestPasswordReset });
