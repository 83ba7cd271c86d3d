import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type SignupForm, signupFormSchema } from '#shared/accounts/accounts.contract.ts';
import { messages } from '#shared/validation/messages.ts';
import { CenteredCard } from '../../components/centered-card.tsx';
import { useSignup } from '../../features/accounts/api/signup.ts';
import { CaptchaField, type CaptchaHandle } from '../../features/accounts/components/captcha-field.tsx';
import { applyServerErrors } from '../../features/accounts/components/form-helpers.ts';
import { PasswordField } from '../../features/accounts/components/password-field.tsx';
import { PhoneField } from '../../features/accounts/components/phone-field.tsx';
import { landingUrl } from '../../lib/attribution.ts';
import { notifyError } from '../../lib/notify.ts';
import { rememberSignupEmail } from '../../lib/session.ts';

// The full terms are long: fetched only when the reader opens them.
const ServicesAgreement = lazy(() =>
  import('../marketing/legal/services-agreement.tsx').then((module) => ({
    default: module.ServicesAgreement,
  })),
);

const fields = ['firstName', 'lastName', 'email', 'phone', 'password', 'accept'] as const;

const SignupPage = () => {
  useDocumentTitle('Create your account · Verity');
  const navigate = useNavigate();
  const signup = useSignup();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', accept: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const captcha = await captchaRef.current?.solve();
    if (!captcha) {
      setCaptchaError(messages.captchaFailed);
      notifyError(messages.captchaFailed);
      return;
    }
    try {
      const result = await signup.mutateAsync({ form: values, captcha, refererUrl: landingUrl() });
      const email = result.email || values.email.trim().toLowerCase();
      rememberSignupEmail(email);
      navigate('/verification', { state: { email } });
    } catch (error) {
      captchaRef.current?.renew();
      applyServerErrors(error, form.setError, fields);
    }
  });

  const pending = form.formState.isSubmitting || signup.isPending;

  return (
    <CenteredCard
      width={560}
      title="Create your Verity account"
      description="Start ordering background checks in minutes. No contract, no setup fee."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              withAsterisk
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Work email"
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            description="Use your company address; personal mailboxes are not accepted."
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            withAsterisk
            description="At least 8 characters."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="accept"
            render={({ field, fieldState }) => (
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                label={
                  <>
                    I accept the{' '}
                    <Anchor
                      component={Link}
                      to="/terms-of-service"
                      target="_blank"
                      inherit
                      onClick={(event) => {
                        event.preventDefault();
                        setTermsOpen(true);
                      }}
                    >
                      Terms of service
                    </Anchor>
                  </>
                }
              />
            )}
          />
          <CaptchaField
            ref={captchaRef}
            error={captchaError}
            onChange={(payload) => payload && setCaptchaError(undefined)}
          />
          <Divider />
          <Button type="submit" size="md" loading={pending} disabled={pending} fullWidth>
            Create account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Modal opened={termsOpen} onClose={() => setTermsOpen(false)} title="Terms of service" size="xl">
        <Suspense fallback={<Loader size="sm" aria-label="Loading the terms" />}>
          <ServicesAgreement companySignup />
        </Suspense>
        <Button mt="lg" onClick={() => setTermsOpen(false)}>
          Close
        </Button>
      </Modal>
    </CenteredCard>
  );
};

export default SignupPage;
