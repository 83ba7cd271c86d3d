import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect, useId } from 'react';
import s from './marketing.module.css';
import { marketingPageFor, salesMailto } from './marketing-pages.ts';
import { Link, usePathname } from './site-nav.tsx';

export type TablerIcon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Title and meta description on client-side navigation; the prerendered HTML already has both. */
export const usePageMeta = () => {
  const pathname = usePathname();
  useEffect(() => {
    const page = marketingPageFor(pathname);
    if (!page) return;
    document.title = page.metaTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [pathname]);
};

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: 'accent' | 'primary' | 'outline' | 'onDark';
  size?: 'md' | 'lg';
};

/** A link styled as a button; mail and web addresses become plain anchors. */
export const ButtonLink = ({ to, children, variant = 'accent', size = 'md' }: ButtonLinkProps) => {
  const className = cx(
    s.btn,
    size === 'lg' && s.btnLg,
    variant === 'accent' && s.btnAccent,
    variant === 'primary' && s.btnPrimary,
    variant === 'outline' && s.btnOutline,
    variant === 'onDark' && s.btnOnDark,
  );
  if (/^(mailto:|https?:)/.test(to))
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
};

export const GetStarted = ({ size = 'md' }: { size?: 'md' | 'lg' }) => (
  <ButtonLink to="/signup/" size={size}>
    Get Started
  </ButtonLink>
);

export const ContactSales = ({ variant = 'outline' }: { variant?: 'outline' | 'onDark' }) => (
  <ButtonLink to={salesMailto} variant={variant}>
    Contact Sales
  </ButtonLink>
);

type HeroProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  note?: ReactNode;
  art?: ReactNode;
  before?: ReactNode;
};

export const Hero = ({ eyebrow, title, lead, actions, note, art, before }: HeroProps) => (
  <section className={s.hero} aria-labelledby="page-title">
    <div className={cx(s.container, s.heroInner)}>
      <div>
        {before}
        <p className={s.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={s.h1}>
          {title}
        </h1>
        <p className={s.lead}>{lead}</p>
        <div className={s.actions}>
          {actions ?? (
            <>
              <GetStarted size="lg" />
              <ButtonLink to="/pricing" variant="outline" size="lg">
                See pricing
              </ButtonLink>
            </>
          )}
        </div>
        {note ? <p className={s.heroNote}>{note}</p> : null}
      </div>
      {art}
    </div>
  </section>
);

type SectionProps = {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tint' | 'dark';
  children: ReactNode;
  id?: string;
};

export const Section = ({ title, eyebrow, intro, tone = 'plain', children, id }: SectionProps) => {
  const headingId = useId();
  return (
    <section
      id={id}
      className={cx(s.section, tone === 'tint' && s.tint, tone === 'dark' && s.dark)}
      aria-labelledby={headingId}
    >
      <div className={s.container}>
        <div className={s.sectionHead}>
          {eyebrow ? <p className={s.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={s.h2}>
            {title}
          </h2>
          {intro ? <p className={s.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
};

export type CardItem = { title: string; text: ReactNode; icon?: TablerIcon; to?: string; more?: string };

export const Cards = ({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 | 4 }) => (
  <ul
    className={cx(columns === 2 ? s.grid2 : columns === 4 ? s.grid4 : s.grid3)}
    style={{ padding: 0, margin: 0, listStyle: 'none' }}
  >
    {items.map((item) => {
      const inner = (
        <>
          {item.icon ? (
            <span className={s.icon}>
              <item.icon size={24} stroke={1.75} aria-hidden />
            </span>
          ) : null}
          <h3 className={s.h3}>{item.title}</h3>
          <p className={s.body}>{item.text}</p>
          {item.to ? <span className={s.more}>{item.more ?? 'Learn more'} →</span> : null}
        </>
      );
      return (
        <li key={item.title} style={{ display: 'grid' }}>
          {item.to ? (
            <Link to={item.to} className={cx(s.card, s.cardLink)}>
              {inner}
            </Link>
          ) : (
            <div className={s.card}>{inner}</div>
          )}
        </li>
      );
    })}
  </ul>
);

export type CheckItem = string | { title: string; text: string };

export const CheckList = ({ items, twoColumns = false }: { items: CheckItem[]; twoColumns?: boolean }) => (
  <ul className={twoColumns ? s.checkListTwo : s.checkList}>
    {items.map((item) => {
      const key = typeof item === 'string' ? item : item.title;
      return (
        <li key={key} className={s.checkItem}>
          <IconCircleCheck size={22} stroke={1.75} aria-hidden />
          {typeof item === 'string' ? (
            <span style={{ color: 'inherit', fontSize: 'inherit' }}>{item}</span>
          ) : (
            <div>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </div>
          )}
        </li>
      );
    })}
  </ul>
);

/** A numbered list: "how it works" steps and the 6-point lists of the industry pages. */
export const Numbered = ({
  items,
  three = false,
}: {
  items: { title: string; text: string }[];
  three?: boolean;
}) => (
  <ol className={cx(s.numbered, three && s.numberedThree)}>
    {items.map((item) => (
      <li key={item.title}>
        <h3 className={s.h3}>{item.title}</h3>
        <p className={s.body}>{item.text}</p>
      </li>
    ))}
  </ol>
);

export const Stats = ({ items }: { items: { value: string; label: string }[] }) => (
  <dl className={s.stats}>
    {items.map((item) => (
      <div key={item.label} className={s.stat}>
        <dt className={s.visuallyHidden}>{item.label}</dt>
        <dd style={{ margin: 0 }}>
          <span className={s.statValue}>{item.value}</span>
          <span className={s.statLabel} aria-hidden>
            {item.label}
          </span>
        </dd>
      </div>
    ))}
  </dl>
);

export type FaqItem = { q: string; a: ReactNode };

/** Questions as native disclosures: keyboard and screen-reader friendly, and usable without JavaScript. */
export const Faq = ({ items }: { items: FaqItem[] }) => (
  <div className={s.faq}>
    {items.map((item) => (
      <details key={item.q} className={s.faqItem}>
        <summary>
          {item.q}
          <IconPlus size={20} stroke={2} aria-hidden />
        </summary>
        <div className={s.faqAnswer}>
          <p>{item.a}</p>
        </div>
      </details>
    ))}
  </div>
);

/** Links to sibling pages; the current one is marked rather than linked away from. */
export const PageLinks = ({ links }: { links: { path: string; label: string }[] }) => {
  const pathname = usePathname();
  const here = pathname.replace(/\/+$/, '');
  return (
    <ul className={s.pills}>
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className={s.pill}
            aria-current={link.path.replace(/\/+$/, '') === here ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** The closing block every landing page ends with. */
export const ClosingCta = ({
  title = 'Run your first check today',
  text = 'Create an account in two minutes and pay per applicant. No setup fee, no contract, no subscription.',
}: {
  title?: string;
  text?: string;
}) => {
  const headingId = useId();
  return (
    <section className={s.closing} aria-labelledby={headingId}>
      <div className={cx(s.container, s.closingInner)}>
        <div>
          <h2 id={headingId} className={s.h2}>
            {title}
          </h2>
          <p className={s.intro}>{text}</p>
        </div>
        <div className={s.closingActions}>
          <GetStarted size="lg" />
          <ContactSales variant="onDark" />
        </div>
      </div>
    </section>
  );
};

export const Split = ({ children }: { children: ReactNode }) => <div className={s.split}>{children}</div>;

export const Body = ({ children }: { children: ReactNode }) => <p className={s.intro}>{children}</p>;

export { cx, s as styles };
