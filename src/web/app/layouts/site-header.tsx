import { IconChevronDown, IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import m from '../marketing/marketing.module.css';
import {
  industryLinks,
  type MarketingPage,
  menuLabel,
  productLinks,
  resourceLinks,
  teamLinks,
} from '../marketing/marketing-pages.ts';
import { Link, usePathname } from '../marketing/site-nav.tsx';
import { BrandLogo as Logo } from './brand-logo.tsx';
import s from './site-chrome.module.css';

type NavLink = { path: string; label: string };
type NavGroup = { label: string; sections: { heading?: string; links: NavLink[] }[] };

const toLinks = (pages: MarketingPage[], label = (page: MarketingPage) => page.title) =>
  pages.map((page) => ({ path: page.path, label: label(page) }));

const navGroups: NavGroup[] = [
  { label: 'Product', sections: [{ links: toLinks(productLinks) }] },
  {
    label: 'Solution',
    sections: [
      { heading: 'Industries', links: toLinks(industryLinks, menuLabel) },
      { heading: 'Teams', links: toLinks(teamLinks, menuLabel) },
    ],
  },
  {
    label: 'Resources',
    sections: [{ links: resourceLinks.map((link) => ({ path: link.path, label: link.title })) }],
  },
];

const LinkList = ({ links }: { links: NavLink[] }) => (
  <ul className={s.panelList}>
    {links.map((link) => (
      <li key={link.path}>
        <Link to={link.path} className={s.panelLink}>
          {link.label}
        </Link>
      </li>
    ))}
  </ul>
);

/**
 * The public header. Dropdowns are <details> elements (they open without JavaScript and cost no
 * bundle); the phone menu is a modal <dialog>, which traps focus and closes on Escape natively.
 * On protected pages (minimal) it carries only the logo, as the spec asks.
 */
export const SiteHeader = ({ minimal = false }: { minimal?: boolean }) => {
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDialogElement>(null);

  // A followed link closes whatever menu it came from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    for (const item of navRef.current?.querySelectorAll('details[open]') ?? []) item.removeAttribute('open');
    drawerRef.current?.close();
  }, [pathname]);

  // One dropdown at a time; a click elsewhere or Escape closes it.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const openMenus = () => [...nav.querySelectorAll<HTMLDetailsElement>('details[open]')];
    const onClick = (event: MouseEvent) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of openMenus()) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    const onToggle = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (target.open) for (const menu of openMenus()) if (menu !== target) menu.open = false;
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    nav.addEventListener('toggle', onToggle, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      nav.removeEventListener('toggle', onToggle, true);
    };
  }, []);

  return (
    <header className={s.header}>
      <a href="#main" className={s.skip}>
        Skip to content
      </a>
      <div className={s.bar}>
        <Logo />
        {minimal ? null : (
          <>
            <nav ref={navRef} className={s.nav} aria-label="Main">
              <ul className={s.navList}>
                {navGroups.map((group) => (
                  <li key={group.label}>
                    <details className={s.dropdown}>
                      <summary>
                        {group.label}
                        <IconChevronDown className={s.chevron} size={16} stroke={1.75} aria-hidden />
                      </summary>
                      <div className={group.sections.length > 1 ? `${s.panel} ${s.panelWide}` : s.panel}>
                        {group.sections.map((section) => (
                          <div key={section.heading ?? group.label}>
                            {section.heading ? <p className={s.panelHeading}>{section.heading}</p> : null}
                            <LinkList links={section.links} />
                          </div>
                        ))}
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={s.actions}>
              <Link to="/login" className={s.actionLink}>
                Log in
              </Link>
              <Link to="/signup/" className={`${m.btn} ${m.btnAccent}`}>
                Get Started
              </Link>
            </div>
            <button
              type="button"
              className={s.burger}
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-controls="site-menu"
              onClick={() => drawerRef.current?.showModal()}
            >
              <IconMenu2 size={22} stroke={1.75} aria-hidden />
            </button>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog natively */}
            <dialog
              ref={drawerRef}
              id="site-menu"
              className={s.drawer}
              aria-label="Menu"
              onClick={(event) => {
                // A click on the backdrop lands on the dialog element itself.
                if (event.target === event.currentTarget) event.currentTarget.close();
              }}
            >
              <div className={s.drawerHead}>
                <Logo />
                <button
                  type="button"
                  className={s.burger}
                  aria-label="Close menu"
                  onClick={() => drawerRef.current?.close()}
                >
                  <IconX size={22} stroke={1.75} aria-hidden />
                </button>
              </div>
              <nav className={s.drawerBody} aria-label="Mobile">
                {navGroups.map((group) => (
                  <details key={group.label} className={s.drawerGroup}>
                    <summary>
                      {group.label}
                      <IconChevronDown className={s.chevron} size={18} stroke={1.75} aria-hidden />
                    </summary>
                    <LinkList links={group.sections.flatMap((section) => section.links)} />
                  </details>
                ))}
                <div className={s.drawerActions}>
                  <Link to="/login" className={`${m.btn} ${m.btnOutline}`}>
                    Log in
                  </Link>
                  <Link to="/signup/" className={`${m.btn} ${m.btnAccent}`}>
                    Get Started
                  </Link>
                </div>
              </nav>
            </dialog>
          </>
        )}
      </div>
    </header>
  );
};
