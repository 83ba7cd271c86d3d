import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type LoginForm, type LoginResult } from '#shared/accounts/accounts.contract.ts';
import type { LoginRole } from '#shared/accounts/roles.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import { saveSession } from '../../../lib/session.ts';

export const logIn = async (form: LoginForm, role: LoginRole) => {
  const result = await apiRequest<LoginResult>(accountEndpoints.login, {
    body: { email: form.email, password: await hashPassword(form.password), role },
    auth: false,
  });
  saveSession(result.token, result.role);
  return result;
};

export const useLogin = (role: LoginRole) =>
  useMutation({ mutationFn: (form: LoginForm) => logIn(form, role) });
