import { checkNames, formatUsd, passThroughFees } from '#shared/pricing/pricing.ts';
import { brand } from '#shared/theme/brand.ts';
import { Link } from './site-nav.tsx';
import { CheckList, ClosingCta, Faq, Hero, Section, styles as s, usePageMeta } from './ui.tsx';

const PassthroughFeePage = () => {
  usePageMeta();
  return (
    <>
      <Hero
        eyebrow="Pricing"
        title="Pass-through access fees"
        lead="Some schools, employers and their verification services charge a fee to release a record. When they do, we pass the fee on exactly as charged, with no mark-up, and show it on your invoice."
        actions={
          <a href={`mailto:${brand.supportEmail}`} className={`${s.btn} ${s.btnPrimary}`}>
            Ask about a fee: {brand.supportEmail}
          </a>
        }
      />
      <Section
        title="Current fee ranges"
        intro="What sources in the United States currently charge, per verification."
      >
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the table may scroll sideways on phones */}
        <section className={s.tableWrap} aria-label="Pass-through fee table" tabIndex={0}>
          <table className={s.table}>
            <caption className={s.visuallyHidden}>Pass-through fee ranges by check and country</caption>
            <thead>
              <tr>
                <th scope="col">Check</th>
                <th scope="col">Country</th>
                <th scope="col">Minimum fee</th>
                <th scope="col">Maximum fee</th>
              </tr>
            </thead>
            <tbody>
              {passThroughFees.map((fee) => (
                <tr key={fee.check}>
                  <th scope="row">{checkNames[fee.check]}</th>
                  <td>{fee.country}</td>
                  <td>{formatUsd(fee.minFeeCents, { prefix: 'US$', cents: 'always' })}</td>
                  <td>{formatUsd(fee.maxFeeCents, { prefix: 'US$', cents: 'always' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className={s.footnote}>
          Fees are set by the source and can change. Questions about a fee on your invoice? Write to{' '}
          <a href={`mailto:${brand.supportEmail}`} className={s.textLink}>
            {brand.supportEmail}
          </a>
          .
        </p>
      </Section>
      <Section tone="tint" title="How pass-through fees work">
        <CheckList
          items={[
            {
              title: 'Only when a source charges',
              text: 'Most verifications carry no fee at all. You pay one only when the school or verifier bills us.',
            },
            {
              title: 'At cost',
              text: 'The amount on your invoice is the amount the source charged. We add nothing.',
            },
            {
              title: 'On top of the package price',
              text: 'Fees are separate from the package or add-on price on the pricing page.',
            },
            {
              title: 'Itemised',
              text: 'Each fee appears on your monthly invoice next to the candidate and the check it belongs to.',
            },
          ]}
        />
      </Section>
      <Section title="Questions about fees">
        <Faq
          items={[
            {
              q: 'Why do some schools charge?',
              a: 'Many colleges outsource verification to a clearinghouse that charges per request. High schools and smaller colleges usually answer us directly and free of charge.',
            },
            {
              q: 'Why do some employers charge?',
              a: 'Large employers often use automated verification services, which charge per request. The upside is speed: most answer in minutes.',
            },
            {
              q: 'Can I avoid the fee?',
              a: 'Sometimes. If the candidate can provide a W-2, pay stub or diploma, our team can verify from those documents instead, noted as such in the report.',
            },
          ]}
        />
        <p className={s.footnote}>
          See the{' '}
          <Link to="/pricing" className={s.textLink}>
            pricing page
          </Link>{' '}
          for package and add-on prices.
        </p>
      </Section>
      <ClosingCta />
    </>
  );
};

export default PassthroughFeePage;
