import { useEffect } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { publicPaths } from '#shared/routes/site-routes.ts';
import { RouteErrorScreen } from './errors/app-error-boundary.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { HomePage } from './marketing/home-page.tsx';
import { marketingPages } from './marketing/marketing-pages.ts';
import { PlaceholderPage } from './marketing/placeholder-page.tsx';
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

const pageByPath = new Map(marketingPages.map((page) => [page.path, page]));

// React Router matches "/pricing" and "/pricing/" alike, so each spec path needs one route.
const publicRoutes: RouteObject[] = publicPaths.map((path) => {
  if (path === '/') return { index: true, element: <HomePage /> };
  const page = pageByPath.get(path);
  const element =
    accountPages[path] ?? (page ? <PlaceholderPage key={path} page={page} /> : <NotFoundPage />);
  return { path, element };
});

const routes: RouteObject[] = [
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

const router = createBrowserRouter(routes);

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
  return <RouterProvider router={router} />;
};
