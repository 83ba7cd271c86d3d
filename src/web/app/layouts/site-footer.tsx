import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { brand } from '#shared/theme/brand.ts';
import {
  checkPageLinks,
  industryLinks,
  menuLabel,
  pressEmail,
  salesEmail,
} from '../marketing/marketing-pages.ts';
import { Link } from '../marketing/site-nav.tsx';
import { BrandLogo as Logo } from './brand-logo.tsx';
import s from './site-chrome.module.css';

// Social profiles are plain links: nothing is loaded from those sites.
const social = [
  { href: 'https://www.linkedin.com/', label: 'Verity on LinkedIn', Icon: IconBrandLinkedin },
  { href: 'https://x.com/', label: 'Verity on X', Icon: IconBrandX },
  { href: 'https://github.com/', label: 'Verity on GitHub', Icon: IconBrandGithub },
];

const FooterLinks = ({ title, links }: { title: string; links: { path: string; label: string }[] }) => (
  <div>
    <h2 className={s.footerHeading}>{title}</h2>
    <ul className={s.footerList}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path} className={s.footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  </div>
);

export const SiteFooter = () => (
  <footer className={s.footer}>
    <div className={s.footerInner}>
      <div className={s.footerGrid}>
        <div>
          <Logo />
          <p className={s.footerText}>
            Background checks US employers can rely on, and candidates can understand.
          </p>
          <address className={s.address}>
            Verity Screening, Inc.
            <br />
            100 Market Street, Suite 400
            <br />
            San Francisco, CA 94105
          </address>
          <div className={s.social}>
            {social.map(({ href, label, Icon }) => (
              <a key={href} href={href} className={s.socialLink} aria-label={label} rel="noopener">
                <Icon size={20} stroke={1.75} aria-hidden />
              </a>
            ))}
          </div>
        </div>
        <FooterLinks
          title="Checks"
          links={checkPageLinks.map((page) => ({ path: page.path, label: page.title }))}
        />
        <FooterLinks
          title="Industries"
          links={industryLinks.map((page) => ({ path: page.path, label: menuLabel(page) }))}
        />
        <FooterLinks
          title="Company"
          links={[
            { path: '/pricing', label: 'Pricing' },
            { path: '/passthrough-fee', label: 'Pass-through fees' },
            { path: '/security', label: 'Security' },
            { path: '/api-integrations', label: 'API documentation' },
            { path: '/teams/human-resources/', label: 'For HR teams' },
            { path: '/teams/talent-acquisition/', label: 'For talent acquisition' },
          ]}
        />
        <div>
          <h2 className={s.footerHeading}>Contact</h2>
          <ul className={s.footerList}>
            <li>
              <a href={`mailto:${brand.supportEmail}`} className={s.footerLink}>
                Customer service: {brand.supportEmail}
              </a>
            </li>
            <li>
              <a href={`mailto:${salesEmail}`} className={s.footerLink}>
                Sales: {salesEmail}
              </a>
            </li>
            <li>
              <a href={`mailto:${pressEmail}`} className={s.footerLink}>
                Press: {pressEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={s.footerBottom}>
        <p>© 2026 Verity Screening, Inc. Verity is a consumer reporting agency under the FCRA.</p>
        <div className={s.legalLinks}>
          <Link to="/terms-of-service#privacy" className={s.footerLink}>
            Privacy policy
          </Link>
          <Link to="/terms-of-service" className={s.footerLink}>
            Terms of service
          </Link>
          <Link to="/api-integrations" className={s.footerLink}>
            API documentation
          </Link>
        </div>
      </div>
    </div>
  </footer>
);
