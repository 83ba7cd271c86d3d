import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type LoginResult,
  type LoginForm as LoginValues,
  loginFormSchema,
} from '#shared/accounts/accounts.contract.ts';
import type { LoginRole } from '#shared/accounts/roles.ts';
import { useLogin } from '../../features/accounts/api/login.ts';
import { applyServerErrors } from '../../features/accounts/components/form-helpers.ts';
import { PasswordField } from '../../features/accounts/components/password-field.tsx';

/** Email and password for one login role; the pages decide where a successful login goes. */
export const LoginForm = ({
  loginRole,
  onSuccess,
  forgotPasswordTo,
  signupLink = false,
}: {
  loginRole: LoginRole;
  onSuccess: (result: LoginResult) => void;
  forgotPasswordTo?: string;
  signupLink?: boolean;
}) => {
  const login = useLogin(loginRole);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login
      .mutateAsync(values)
      .then(onSuccess, (error) => applyServerErrors(error, form.setError, ['email', 'password'])),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {forgotPasswordTo ? (
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={forgotPasswordTo} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        ) : null}
        <Button type="submit" size="md" loading={login.isPending} disabled={login.isPending} fullWidth>
          Log in
        </Button>
        {signupLink ? (
          <Text size="sm" ta="center" c="dimmed">
            New to Verity?{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              Sign up
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </form>
  );
};
