import { type ReactNode, Suspense } from 'react';
import s from './site-chrome.module.css';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** A spinner in plain CSS: the public pages run without the design-system bundle. */
export const LightLoader = () => <div className={s.loader} role="status" aria-label="Loading" />;

/** Header, page, footer. `fallback` shows while a page chunk loads. No router here: see site-nav.tsx. */
export const MarketingShell = ({
  minimal = false,
  fallback = <LightLoader />,
  children,
}: {
  minimal?: boolean;
  fallback?: ReactNode;
  children?: ReactNode;
}) => (
  <div className={s.shell}>
    <SiteHeader minimal={minimal} />
    <main id="main" className={s.main} tabIndex={-1}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </main>
    <SiteFooter />
  </div>
);
