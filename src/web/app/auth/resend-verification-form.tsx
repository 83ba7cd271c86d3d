import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { forgotPasswordFormSchema } from '#shared/accounts/accounts.contract.ts';
import { toasts } from '#shared/validation/messages.ts';
import { useResendVerification } from '../../features/accounts/api/resend-verification.ts';
import { applyServerErrors } from '../../features/accounts/components/form-helpers.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { rememberSignupEmail } from '../../lib/session.ts';

// Same shape as the forgot-password form: one required, valid e-mail address.
type ResendValues = { email: string };

export const ResendVerificationForm = ({ defaultEmail }: { defaultEmail: string }) => {
  const resend = useResendVerification();
  const form = useForm<ResendValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const submit = form.handleSubmit((values) =>
    resend.mutateAsync(values.email).then(
      () => {
        rememberSignupEmail(values.email);
        notifySuccess(toasts.emailSent);
      },
      (error) => applyServerErrors(error, form.setError, ['email']),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          style={{ flex: '1 1 220px' }}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" mt={{ base: 0, xs: 29 }} loading={resend.isPending} disabled={resend.isPending}>
          Send a new link
        </Button>
      </Group>
    </form>
  );
};
