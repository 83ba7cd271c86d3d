import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ResetPasswordForm, resetPasswordFormSchema } from '#shared/accounts/accounts.contract.ts';
import { messages, toasts } from '#shared/validation/messages.ts';
import { CenteredCard } from '../../components/centered-card.tsx';
import { useResetPassword } from '../../features/accounts/api/reset-password.ts';
import { applyServerErrors } from '../../features/accounts/components/form-helpers.ts';
import { PasswordField } from '../../features/accounts/components/password-field.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';

const deadLinkMessages = new Set<string>([
  messages.resetLinkInvalid,
  messages.resetLinkExpired,
  messages.jwtExpired,
]);

const ResetPasswordPage = () => {
  useDocumentTitle('Choose a new password · Verity');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const candidate = params.get('role') === 'employee';
  const forgotPath = candidate ? '/forgot-password?role=employee' : '/forgot-password';
  const reset = useResetPassword();
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : messages.resetLinkInvalid);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    reset.mutateAsync({ token, password: values.password, candidate }).then(
      () => {
        notifySuccess(toasts.passwordChanged);
        navigate(candidate ? '/login?role=employee' : '/login', { replace: true });
      },
      (error) => {
        if (isApiError(error) && deadLinkMessages.has(error.message)) setDeadLink(error.message);
        else applyServerErrors(error, form.setError, ['password']);
      },
    ),
  );

  if (deadLink)
    return (
      <CenteredCard title="This reset link no longer works">
        <Alert color="yellow" icon={<IconLinkOff />}>
          {deadLink === messages.jwtExpired ? messages.resetLinkExpired : deadLink}
        </Alert>
        <Button component={Link} to={forgotPath} size="md">
          Request a new link
        </Button>
      </CenteredCard>
    );

  return (
    <CenteredCard title="Choose a new password" description="Use at least 8 characters.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="md" loading={reset.isPending} disabled={reset.isPending} fullWidth>
            Save new password
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
};

export default ResetPasswordPage;
