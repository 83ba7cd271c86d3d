import { Alert, Anchor, Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconClockExclamation, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { messages, toasts } from '#shared/validation/messages.ts';
import { CenteredCard } from '../../components/centered-card.tsx';
import { useResendVerification } from '../../features/accounts/api/resend-verification.ts';
import { verifyEmail } from '../../features/accounts/api/verify-email.ts';
import { isApiError } from '../../lib/api-client.ts';
import { notifyEmailVerified, notifyError, notifySuccess } from '../../lib/notify.ts';
import { recallSignupEmail, saveSession } from '../../lib/session.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';

type Outcome = 'verifying' | 'verified' | 'already-verified' | 'expired' | 'failed';

/** Spec section 8: the server's message decides which screen the link leads to. */
const outcomeFor = (error: unknown): Outcome => {
  const text = isApiError(error) ? error.message.trim().toLowerCase() : '';
  if (text === messages.userAlreadyActivated.toLowerCase()) return 'already-verified';
  if (text === messages.jwtExpired) return 'expired';
  return 'failed';
};

const CheckInbox = ({ email }: { email: string }) => {
  const resend = useResendVerification();
  return (
    <CenteredCard title="Thanks for signing up, please verify your email">
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconMailCheck size={26} stroke={1.75} />
        </ThemeIcon>
        {email ? (
          <Text>
            We sent a verification link to{' '}
            <Text span fw={700} style={{ wordBreak: 'break-all' }}>
              {email}
            </Text>
            . Open it to activate your account. The link expires after a while, so use it soon.
          </Text>
        ) : (
          <Text>We sent you a verification link. Open it to activate your account.</Text>
        )}
        {email ? (
          <Text size="sm" c="dimmed">
            Nothing in your inbox? Check your spam folder, or{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(email, {
                  onSuccess: () => notifySuccess(toasts.emailSent),
                  onError: notifyError,
                })
              }
            >
              resend the verification email
            </Anchor>
            .
          </Text>
        ) : (
          <ResendVerificationForm defaultEmail="" />
        )}
      </Stack>
    </CenteredCard>
  );
};

const VerifyToken = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>('verifying');

  useEffect(() => {
    let active = true;
    verifyEmail(token).then(
      (result) => {
        if (!active) return;
        saveSession(result.token, 'COMPANY');
        notifyEmailVerified();
        setOutcome('verified');
        navigate('/company', { replace: true });
      },
      (error) => active && setOutcome(outcomeFor(error)),
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  switch (outcome) {
    case 'verifying':
    case 'verified':
      return (
        <CenteredCard title="Verifying…" description="Confirming your email address. This takes a moment.">
          <Loader aria-label="Verifying your email address" />
        </CenteredCard>
      );
    case 'already-verified':
      return (
        <CenteredCard title="Your email is already verified">
          <Alert color="teal" icon={<IconCircleCheck />}>
            This address was verified earlier. Log in to continue.
          </Alert>
          <Button component={Link} to="/login" size="md">
            Go to login
          </Button>
        </CenteredCard>
      );
    case 'expired':
      return (
        <CenteredCard title="This link has expired">
          <Alert color="yellow" icon={<IconClockExclamation />}>
            For your security, verification links stop working after a while. Request a new one below.
          </Alert>
          <ResendVerificationForm defaultEmail={recallSignupEmail()} />
        </CenteredCard>
      );
    default:
      return (
        <CenteredCard title="We could not verify your email">
          <Alert color="red" icon={<IconAlertCircle />}>
            {messages.verificationFailed}
          </Alert>
          <Button component={Link} to="/signup" size="md" variant="default">
            Sign up again
          </Button>
        </CenteredCard>
      );
  }
};

const VerificationPage = () => {
  useDocumentTitle('Verify your email · Verity');
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token');
  const stateEmail = (location.state as { email?: string } | null)?.email;
  return token ? (
    <VerifyToken key={token} token={token} />
  ) : (
    <CheckInbox email={stateEmail ?? recallSignupEmail()} />
  );
};

export default VerificationPage;
