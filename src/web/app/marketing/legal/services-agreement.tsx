import s from '../marketing.module.css';
import { termsLastUpdated } from './terms-constants.ts';
import { TermsOfServiceText } from './terms-of-service.tsx';

/**
 * The services agreement view (spec section 2): a heading only when this is not a company sign-up;
 * for a company sign-up, the terms of service text itself, to read before ticking the box.
 */
export const ServicesAgreement = ({ companySignup }: { companySignup: boolean }) => {
  if (!companySignup) return <h2 className={s.h2}>Services agreement</h2>;
  return (
    <div className={s.legalText}>
      <p className={s.footnote} style={{ marginTop: 0 }}>
        Terms of service · Last updated {termsLastUpdated}
      </p>
      <TermsOfServiceText />
    </div>
  );
};
