import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type SignupForm } from '#shared/accounts/accounts.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { hashPassword } from '../../../lib/password-hash.ts';

export type SignupRequest = { form: SignupForm; captcha: string; refererUrl?: string };

export const signUp = async ({ form, captcha, refererUrl }: SignupRequest) =>
  apiRequest<{ email: string }>(accountEndpoints.signup, {
    body: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim().toLowerCase(),
      phone: form.phone,
      password: await hashPassword(form.password),
      accept: true,
      refererUrl,
      captcha,
    },
    auth: false,
  });

export const useSignup = () => useMutation({ mutationFn: signUp });
