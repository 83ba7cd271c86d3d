import { brand } from '#shared/theme/brand.ts';
import { Link } from '../marketing/site-nav.tsx';
import s from './site-chrome.module.css';

/** The wordmark for the public header and footer: plain markup, so it renders without Mantine. */
export const BrandLogo = () => (
  <Link to="/" className={s.logo} aria-label={`${brand.name} home`}>
    <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={brand.colors.primary} />
      <path
        d="M8.5 16.5l5 5 10-11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
    <span aria-hidden="true">{brand.name}</span>
  </Link>
);
