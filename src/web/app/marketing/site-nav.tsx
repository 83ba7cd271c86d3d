import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from 'react';

// The public pages, their header and their footer render in two apps: the public app that hydrates
// the prerendered HTML, which carries a small router of its own (marketing-app.tsx), and the full
// app, which has React Router. They take links and the current path from this context instead of
// importing React Router, so the public app's bundle goes without it (decision 009).

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export type SiteNav = {
  Link: ComponentType<SiteLinkProps>;
  /** A hook returning the current path. */
  usePathname: () => string;
};

const SiteNavContext = createContext<SiteNav | null>(null);

export const SiteNavProvider = SiteNavContext.Provider;

const useSiteNav = () => {
  const nav = useContext(SiteNavContext);
  if (!nav) throw new Error('public page rendered outside a SiteNavProvider');
  return nav;
};

/** A link to a path of this site: client-side where the app owns the target, a page load otherwise. */
export const Link = (props: SiteLinkProps) => {
  const { Link: AppLink } = useSiteNav();
  return <AppLink {...props} />;
};

export const usePathname = () => useSiteNav().usePathname();
