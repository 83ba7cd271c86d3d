import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { publicPaths } from '#shared/routes/site-routes.ts';
import { MarketingShell } from '../layouts/marketing-shell.tsx';
import { marketingElement } from './marketing-routes.tsx';

// The public pages as their own small app (decision 007): React, the router and the pages, without
// the design system, data client or account code. It hydrates the prerendered HTML; any link to
// another path (log in, sign up, the areas) loads the full app with a normal page load.

const MarketingRoot = () => {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
};

/** A path the public app does not own: hand it to the server, which serves the full app. */
const LeaveForApp = () => {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
};

const RouteError = () => (
  <div style={{ padding: '64px 16px', textAlign: 'center' }}>
    <h1>Something went wrong</h1>
    <p>
      Please <a href={typeof window === 'undefined' ? '/' : window.location.href}>reload the page</a>.
    </p>
  </div>
);

const pageRoutes: RouteObject[] = publicPaths.flatMap((path) => {
  const element = marketingElement(path);
  if (!element) return [];
  return [path === '/' ? { index: true, element } : { path, element }];
});

/** Shared with src/web/entry-server.tsx, which prerenders exactly this tree. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <MarketingRoot />,
    errorElement: <RouteError />,
    children: [
      { element: <MarketingShell />, children: [...pageRoutes, { path: '*', element: <LeaveForApp /> }] },
    ],
  },
];

export const hydrateMarketing = (container: HTMLElement) => {
  const router = createBrowserRouter(marketingRoutes);
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};
