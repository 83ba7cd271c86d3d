import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { forgotPasswordFormSchema } from '#shared/accounts/accounts.contract.ts';
import { toasts } from '#shared/validation/messages.ts';
import { CenteredCard } from '../../components/centered-card.tsx';
import { useForgotPassword } from '../../features/accounts/api/forgot-password.ts';
import { applyServerErrors } from '../../features/accounts/components/form-helpers.ts';
import { notifySuccess } from '../../lib/notify.ts';

type ForgotValues = { email: string };

const ForgotPasswordPage = () => {
  useDocumentTitle('Reset your password · Verity');
  const [params] = useSearchParams();
  const candidate = params.get('role') === 'employee';
  const loginPath = candidate ? '/login?role=employee' : '/login';
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((values) =>
    forgot.mutateAsync({ email: values.email, candidate }).then(
      () => {
        notifySuccess(toasts.checkEmail);
        setSentTo(values.email);
      },
      (error) => applyServerErrors(error, form.setError, ['email']),
    ),
  );

  if (sentTo)
    return (
      <CenteredCard title="Check your email">
        <Alert color="teal" icon={<IconMailCheck />}>
          If an account exists for <strong style={{ wordBreak: 'break-all' }}>{sentTo}</strong>, we sent a
          link to choose a new password. It works once and expires after a short time.
        </Alert>
        <Button component={Link} to={loginPath} variant="default" size="md">
          Back to login
        </Button>
      </CenteredCard>
    );

  return (
    <CenteredCard
      title="Forgot your password?"
      description={`Enter the email address of your ${candidate ? 'candidate' : 'company'} account and we will send you a reset link.`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="md" loading={forgot.isPending} disabled={forgot.isPending} fullWidth>
            Send reset link
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={loginPath}>
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </CenteredCard>
  );
};

export default ForgotPasswordPage;
