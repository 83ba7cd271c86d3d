import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { setUnauthorizedHandler } from '../lib/unauthorized.ts';

/** Behaviour shared by every page: scroll reset and the 401/403 exit (spec sections 2 and 8). */
export const RootLayout = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      const { pathname: from, search } = window.location;
      navigate('/login', { replace: true, state: { from: { pathname: from, search } } });
    });
  }, [navigate, queryClient]);

  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
};
