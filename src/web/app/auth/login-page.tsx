import { Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '#shared/accounts/accounts.contract.ts';
import { areaByRole } from '#shared/accounts/roles.ts';
import { CenteredCard } from '../../components/centered-card.tsx';
import { notifyEmailVerified } from '../../lib/notify.ts';
import { belongsToArea } from '../../lib/protected-paths.ts';
import { LoginForm } from './login-form.tsx';

type LoginState = { from?: { pathname: string; search?: string }; verified?: boolean } | null;

/** Where a session goes first: back to the page that sent it here when that page is its own area. */
export const landingPathFor = (result: LoginResult, state: LoginState) => {
  const from = state?.from;
  if (from && belongsToArea(from.pathname, areaByRole[result.role]))
    return `${from.pathname}${from.search ?? ''}`;
  if (result.role === 'COMPANY') return result.profile.company?.name ? '/company/dashboard' : '/company';
  if (result.role === 'CANDIDATE') return '/candidate';
  return '/admin';
};

const LoginPage = () => {
  useDocumentTitle('Log in · Verity');
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = location.state as LoginState;
  const tab = params.get('role') === 'employee' ? 'candidate' : 'company';
  const toastShown = useRef(false);

  useEffect(() => {
    if (!state?.verified || toastShown.current) return;
    toastShown.current = true;
    notifyEmailVerified();
  }, [state?.verified]);

  const onSuccess = (result: LoginResult) => navigate(landingPathFor(result, state), { replace: true });

  return (
    <CenteredCard title="Log in to Verity" description="Employers and candidates sign in here.">
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'candidate' ? { role: 'employee' } : {}, {
            replace: true,
            state: location.state,
          })
        }
        keepMounted={false}
      >
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="company">Company</Tabs.Tab>
          <Tabs.Tab value="candidate">Candidate</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="company">
          <LoginForm loginRole="admin" onSuccess={onSuccess} forgotPasswordTo="/forgot-password" signupLink />
        </Tabs.Panel>
        <Tabs.Panel value="candidate">
          <LoginForm
            loginRole="employee"
            onSuccess={onSuccess}
            forgotPasswordTo="/forgot-password?role=employee"
          />
        </Tabs.Panel>
      </Tabs>
    </CenteredCard>
  );
};

export default LoginPage;
