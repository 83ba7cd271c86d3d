import { Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, page, footer: marketing and account pages, and the candidate and admin areas (minimal). */
export const SiteLayout = ({ minimal = false, children }: { minimal?: boolean; children?: ReactNode }) => (
  <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
    <SiteHeader minimal={minimal} />
    <Box component="main" id="main" style={{ flex: 1 }}>
      <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
    </Box>
    <SiteFooter />
  </Box>
);
