import { useEffect } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { publicPaths } from '#shared/routes/site-routes.ts';
import { RouteErrorScreen } from './errors/app-error-boundary.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { marketingElement } from './marketing/marketing-routes.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';

// Account pages carry the form libraries; areas carry their own screens. Neither belongs in the
// bundle that renders the home page.
const LoginPage = lazyWithRetry(() => import('./auth/login-page.tsx'));
const SignupPage = lazyWithRetry(() => import('./auth/signup-page.tsx'));
const VerificationPage = lazyWithRetry(() => import('./auth/verification-page.tsx'));
const ForgotPasswordPage = lazyWithRetry(() => import('./auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazyWithRetry(() => import('./auth/reset-password-page.tsx'));
const JoinTeamPage = lazyWithRetry(() => import('./auth/join-team-page.tsx'));
const CompanyArea = lazyWithRetry(() => import('./company/company-area.tsx'));
const CandidateArea = lazyWithRetry(() => import('./candidate/candidate-area.tsx'));
const AdminArea = lazyWithRetry(() => import('./admin/admin-area.tsx'));
const ReportPage = lazyWithRetry(() => import('./report/report-page.tsx'));
const DevMailPage = lazyWithRetry(() => import('./dev/dev-mail-page.tsx'));

const accountPages: Record<string, RouteObject['element']> = {
  '/login': <LoginPage />,
  '/signup': <SignupPage />,
  '/verification': <VerificationPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/join-team': <JoinTeamPage />,
};

// React Router matches "/pricing" and "/pricing/" alike, so each spec path needs one route.
const publicRoutes: RouteObject[] = publicPaths.map((path) => {
  const element = accountPages[path] ?? marketingElement(path) ?? <NotFoundPage />;
  return path === '/' ? { index: true, element } : { path, element };
});

/** Shared with src/web/entry-server.tsx, which prerenders the public pages from the same tree. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          ...publicRoutes,
          { path: '/dev/mail', element: <DevMailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '/company/*', element: <CompanyArea /> },
      { path: '/candidate/*', element: <CandidateArea /> },
      { path: '/admin/*', element: <AdminArea /> },
      // The report is a document: no header, no footer (spec section 2).
      { path: '/candidate-report/:id', element: <ReportPage /> },
      { path: '/report/:id', element: <ReportPage /> },
    ],
  },
];

// Created on first render, not at import: the prerender imports this module in Node.
let router: ReturnType<typeof createBrowserRouter> | undefined;

// Once the first page is up, fetch the account pages in the background: following "Log in" or
// "Get Started" then switches pages at once instead of waiting for a chunk.
const warmUp = () => {
  for (const page of [LoginPage, SignupPage, VerificationPage, ForgotPasswordPage, ResetPasswordPage]) {
    page.preload().catch(() => undefined);
  }
};

export const AppRouter = () => {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(warmUp);
  }, []);
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
};
