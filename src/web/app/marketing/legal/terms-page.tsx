import { brand } from '#shared/theme/brand.ts';
import { Link } from '../site-nav.tsx';
import { cx, styles as s, usePageMeta } from '../ui.tsx';
import { termsLastUpdated, termsLastUpdatedIso } from './terms-constants.ts';
import { TermsOfServiceText, termsSections } from './terms-of-service.tsx';

const TermsPage = () => {
  usePageMeta();
  return (
    <>
      <section className={s.hero} aria-labelledby="page-title">
        <div className={s.container} style={{ paddingTop: 56, paddingBottom: 40 }}>
          <p className={s.eyebrow}>Legal</p>
          <h1 id="page-title" className={s.h1}>
            Terms of service
          </h1>
          <p className={s.lead}>
            Last updated <time dateTime={termsLastUpdatedIso}>{termsLastUpdated}</time>. Written to be read:
            headings tell you where each right and duty is. Questions? Write to{' '}
            <a className={s.textLink} href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
            .
          </p>
        </div>
      </section>
      <div className={cx(s.container, s.legal)}>
        <nav className={s.toc} aria-label="Sections">
          <strong>Contents</strong>
          <ol>
            {termsSections.map((clause) => (
              <li key={clause.id}>
                <a href={`#${clause.id}`}>{clause.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={s.legalText}>
          <div className={s.summaryBox}>
            <p>
              <strong>In short:</strong> you may order checks only for employment purposes, with the
              candidate’s written consent, and you follow the adverse action steps before acting on a result.
              Our liability is limited, disputes go to individual arbitration (you can opt out within 30
              days), and you can ask us not to show your logo.
            </p>
          </div>
          <TermsOfServiceText />
          <p style={{ marginTop: 32 }}>
            <Link to="/pricing" className={s.textLink}>
              Pricing
            </Link>{' '}
            ·{' '}
            <Link to="/passthrough-fee" className={s.textLink}>
              Pass-through fees
            </Link>
          </p>
        </article>
      </div>
    </>
  );
};

export default TermsPage;
