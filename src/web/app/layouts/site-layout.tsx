import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { MarketingShell } from './marketing-shell.tsx';

/** Header, page, footer: marketing and account pages, and the candidate and admin areas (minimal). */
export const SiteLayout = ({ minimal = false, children }: { minimal?: boolean; children?: ReactNode }) => (
  <MarketingShell minimal={minimal} fallback={<PageLoader />}>
    {children ?? <Outlet />}
  </MarketingShell>
);
