import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '#shared/accounts/accounts.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { hashPassword } from '../../../lib/password-hash.ts';

export const resetPassword = async ({
  token,
  password,
  candidate,
}: {
  token: string;
  password: string;
  candidate: boolean;
}) =>
  apiRequest<{ message: string }>(
    candidate ? accountEndpoints.resetPasswordCandidate : accountEndpoints.resetPassword,
    { body: { token, password: await hashPassword(password) }, auth: false },
  );

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
