import { Link, useLocation } from 'react-router';
import type { SiteNav } from './marketing/site-nav.tsx';

const useRouterPathname = () => useLocation().pathname;

/** Inside the full app, the public pages' links and path are React Router's (site-nav.tsx). */
export const routerSiteNav: SiteNav = { Link, usePathname: useRouterPathname };
