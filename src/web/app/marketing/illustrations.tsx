import s from './marketing.module.css';

// Inline SVG illustrations: no image requests, no layout shift (fixed viewBox), no stock photos.
const ink = '#1b2429';
const primary = '#0f5c63';
const light = '#e6f2f2';
const border = '#dde3e6';
const green = '#2b8a3e';
const blue = '#1c6fd1';
const accent = '#e07a2e';

const Row = ({ y, label, status, color }: { y: number; label: number; status: number; color: string }) => (
  <g>
    <circle cx="72" cy={y} r="9" fill={color} opacity="0.15" />
    <path d={`M67 ${y}l3.5 3.5 6-7`} stroke={color} strokeWidth="2.4" fill="none" strokeLinecap="round" />
    <rect x="92" y={y - 6} width={label} height="12" rx="6" fill={border} />
    <rect x={388 - status} y={y - 9} width={status} height="18" rx="9" fill={color} opacity="0.14" />
    <rect x={396 - status} y={y - 3} width={status - 16} height="6" rx="3" fill={color} />
  </g>
);

/** A candidate report card, the product's main screen, as a line drawing. */
export const ReportArt = () => (
  <svg className={s.art} viewBox="0 0 460 380" role="img" aria-labelledby="art-report-title">
    <title id="art-report-title">A Verity candidate report with five checks verified</title>
    <rect x="20" y="20" width="420" height="340" rx="18" fill="#fff" stroke={border} strokeWidth="2" />
    <rect x="20" y="20" width="420" height="72" rx="18" fill={light} />
    <rect x="20" y="74" width="420" height="18" fill={light} />
    <circle cx="72" cy="56" r="22" fill={primary} />
    <path d="M62 57l7 7 13-15" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
    <rect x="108" y="42" width="150" height="12" rx="6" fill={ink} opacity="0.8" />
    <rect x="108" y="62" width="96" height="10" rx="5" fill={primary} opacity="0.35" />
    <rect x="326" y="44" width="88" height="24" rx="12" fill={green} />
    <rect x="342" y="53" width="56" height="6" rx="3" fill="#fff" />
    <Row y={128} label={150} status={86} color={green} />
    <Row y={172} label={180} status={86} color={green} />
    <Row y={216} label={130} status={86} color={green} />
    <Row y={260} label={164} status={96} color={blue} />
    <Row y={304} label={120} status={86} color={green} />
    <circle cx="404" cy="338" r="26" fill={accent} opacity="0.15" />
  </svg>
);

/** A phone with the candidate's step list. */
export const PhoneArt = () => (
  <svg className={s.art} viewBox="0 0 420 380" role="img" aria-labelledby="art-phone-title">
    <title id="art-phone-title">A candidate completing their checks on a phone</title>
    <rect x="130" y="14" width="170" height="352" rx="28" fill={ink} />
    <rect x="142" y="40" width="146" height="300" rx="10" fill="#fff" />
    <rect x="190" y="24" width="50" height="6" rx="3" fill="#39464d" />
    <rect x="156" y="58" width="90" height="10" rx="5" fill={ink} opacity="0.75" />
    {[90, 140, 190].map((y, index) => (
      <g key={y}>
        <rect
          x="156"
          y={y}
          width="118"
          height="38"
          rx="8"
          fill={index < 2 ? light : '#fff'}
          stroke={border}
        />
        <circle cx="174" cy={y + 19} r="8" fill={index < 2 ? green : border} />
        <rect x="190" y={y + 14} width="66" height="9" rx="4.5" fill={ink} opacity="0.5" />
      </g>
    ))}
    <rect x="156" y="290" width="118" height="34" rx="8" fill={primary} />
    <rect x="186" y="303" width="58" height="8" rx="4" fill="#fff" />
    <circle cx="70" cy="110" r="34" fill={light} />
    <path d="M56 110l10 10 18-20" stroke={primary} strokeWidth="5" fill="none" strokeLinecap="round" />
    <circle cx="356" cy="260" r="30" fill={accent} opacity="0.18" />
    <rect x="336" y="252" width="40" height="16" rx="8" fill={accent} />
  </svg>
);

/** A shield over a lock, for the security sections. */
export const ShieldArt = () => (
  <svg className={s.art} viewBox="0 0 420 340" role="img" aria-labelledby="art-shield-title">
    <title id="art-shield-title">A shield protecting encrypted candidate records</title>
    <rect x="40" y="60" width="340" height="220" rx="18" fill={light} />
    {[96, 136, 176, 216].map((y) => (
      <g key={y}>
        <rect x="72" y={y} width="110" height="14" rx="7" fill="#fff" />
        <rect x="196" y={y} width="60" height="14" rx="7" fill={primary} opacity="0.25" />
      </g>
    ))}
    <path d="M310 70l62 24v52c0 42-27 74-62 88-35-14-62-46-62-88V94z" fill={primary} />
    <rect x="286" y="138" width="48" height="38" rx="6" fill="#fff" />
    <path d="M296 138v-10a14 14 0 0128 0v10" stroke="#fff" strokeWidth="6" fill="none" />
    <circle cx="310" cy="156" r="5" fill={primary} />
  </svg>
);

/** Two systems exchanging JSON, for the API sections. */
export const ApiArt = () => (
  <svg className={s.art} viewBox="0 0 440 320" role="img" aria-labelledby="art-api-title">
    <title id="art-api-title">Your HR system exchanging orders and results with the Verity API</title>
    <rect x="20" y="60" width="150" height="200" rx="16" fill="#fff" stroke={border} strokeWidth="2" />
    <rect x="40" y="84" width="80" height="10" rx="5" fill={ink} opacity="0.7" />
    {[112, 140, 168, 196, 224].map((y) => (
      <rect key={y} x="40" y={y} width="110" height="14" rx="7" fill={border} />
    ))}
    <rect x="270" y="60" width="150" height="200" rx="16" fill={primary} />
    <path d="M320 150l14 14 26-30" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" />
    <path d="M180 120h80" stroke={accent} strokeWidth="4" strokeDasharray="8 8" />
    <path d="M250 110l12 10-12 10" stroke={accent} strokeWidth="4" fill="none" />
    <path d="M260 200h-80" stroke={primary} strokeWidth="4" strokeDasharray="8 8" />
    <path d="M190 190l-12 10 12 10" stroke={primary} strokeWidth="4" fill="none" />
  </svg>
);
