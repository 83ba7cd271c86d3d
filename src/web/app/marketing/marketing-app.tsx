import {
  Component,
  createContext,
  type MouseEvent,
  type ReactNode,
  StrictMode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { publicPaths } from '#shared/routes/site-routes.ts';
import { MarketingShell } from '../layouts/marketing-shell.tsx';
import { marketingElement } from './marketing-routes.tsx';
import { type SiteLinkProps, type SiteNav, SiteNavProvider } from './site-nav.tsx';

// The public pages as their own small app (decisions 007 and 009): React and the pages, without the
// design system, data client, account code or React Router. Its router only moves between public
// pages (it has nothing else to show); a link anywhere else (log in, sign up, the areas) is a normal
// page load, which the server answers with the full app.

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Public pages this app renders, by path without a trailing slash, to their spec form. */
const ownPaths = new Map(
  publicPaths.filter((path) => marketingElement(path)).map((path) => [withoutSlash(path), path]),
);

/** The spec form of a path this app renders ("/pricing/" → "/pricing"), or undefined. */
export const ownPathFor = (pathname: string): string | undefined => ownPaths.get(withoutSlash(pathname));

type Place = { pathname: string; hash: string; initial: boolean };
type Navigate = (url: URL) => void;

const NavigateContext = createContext<Navigate>(() => undefined);
const PathnameContext = createContext('/');

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An anchor that switches public pages in place; every other target loads as a page. */
const PublicLink = ({ to, onClick, ...rest }: SiteLinkProps) => {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        if (rest.target && rest.target !== '_self') return;
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin || !ownPathFor(url.pathname)) return;
        event.preventDefault();
        navigate(url);
      }}
    />
  );
};

const usePublicPathname = () => useContext(PathnameContext);

const publicNav: SiteNav = { Link: PublicLink, usePathname: usePublicPathname };

const RouteError = () => (
  <div style={{ padding: '64px 16px', textAlign: 'center' }}>
    <h1>Something went wrong</h1>
    <p>
      Please <a href={typeof window === 'undefined' ? '/' : window.location.href}>reload the page</a>.
    </p>
  </div>
);

class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The public site at `pathname`; shared with src/web/entry-server.tsx, which prerenders exactly this tree. */
export const MarketingApp = ({ pathname: initialPathname }: { pathname: string }) => {
  const [place, setPlace] = useState<Place>({ pathname: initialPathname, hash: '', initial: true });

  useEffect(() => {
    const onPopState = () =>
      startTransition(() =>
        setPlace({ pathname: window.location.pathname, hash: window.location.hash, initial: false }),
      );
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // After a move (not on the first load, where the browser has placed the page already): the top of
  // the new page, or the section its link names.
  useEffect(() => {
    if (place.initial) return;
    const target = place.hash ? document.getElementById(decodeURIComponent(place.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [place]);

  const navigate = useCallback<Navigate>((url) => {
    if (url.href !== window.location.href) window.history.pushState(null, '', url.href);
    // A transition keeps the current page on screen until the next page's chunk has arrived.
    startTransition(() => setPlace({ pathname: url.pathname, hash: url.hash, initial: false }));
  }, []);

  const ownPath = ownPathFor(place.pathname);

  useEffect(() => {
    // Only reachable through history entries this app did not create: let the server answer.
    if (!ownPath) window.location.reload();
  }, [ownPath]);

  return (
    <NavigateContext.Provider value={navigate}>
      <PathnameContext.Provider value={ownPath ?? place.pathname}>
        <SiteNavProvider value={publicNav}>
          <PageErrorBoundary>
            <MarketingShell>{ownPath ? marketingElement(ownPath) : null}</MarketingShell>
          </PageErrorBoundary>
        </SiteNavProvider>
      </PathnameContext.Provider>
    </NavigateContext.Provider>
  );
};

export const hydrateMarketing = (container: HTMLElement) => {
  hydrateRoot(
    container,
    <StrictMode>
      <MarketingApp pathname={window.location.pathname} />
    </StrictMode>,
  );
};
