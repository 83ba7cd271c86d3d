import {
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconInfoCircle,
  IconMinus,
  IconPlus,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addOns,
  type FeatureValue,
  featureRows,
  formatUsd,
  type Plan,
  passThroughFees,
  plans,
} from '#shared/pricing/pricing.ts';
import { Link } from './site-nav.tsx';
import { ClosingCta, cx, Faq, GetStarted, Hero, Section, styles as s, usePageMeta } from './ui.tsx';

const Value = ({ value }: { value: FeatureValue }) => {
  if (value === 1)
    return (
      <>
        <IconCheck className={s.yes} size={22} stroke={2.25} aria-hidden />
        <span className={s.visuallyHidden}>Included</span>
      </>
    );
  if (value === 0)
    return (
      <>
        <IconMinus className={s.no} size={20} stroke={2} aria-hidden />
        <span className={s.visuallyHidden}>Not included</span>
      </>
    );
  return <strong>{value}</strong>;
};

const PlanHead = ({ plan }: { plan: Plan }) => (
  <>
    {plan.recommended ? <span className={s.badge}>RECOMMENDED</span> : null}
    <span className={s.planName}>{plan.name}</span>
    <span className={s.planPrice}>{formatUsd(plan.priceCents)}</span>
    <span className={s.perApplicant}>per applicant</span>
  </>
);

/** Wide screens: every plan side by side. */
const PlanTable = () => (
  <div className={s.priceTableWrap}>
    <table className={s.priceTable}>
      <caption>
        Prices per applicant in US dollars. Pass-through fees, where a source charges one, are extra.
      </caption>
      <thead>
        <tr>
          <td />
          {plans.map((plan) => (
            <th key={plan.id} scope="col" className={plan.recommended ? s.recommendedCol : undefined}>
              <PlanHead plan={plan} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {featureRows.map((row) => (
          <tr key={row.check}>
            <th scope="row">
              <Link to={row.link} className={s.featureLink}>
                {row.name}
              </Link>
              <span className={s.tip}>
                <button type="button" className={s.tipButton} aria-describedby={`tip-${row.check}`}>
                  <IconInfoCircle size={18} stroke={1.75} aria-hidden />
                  <span className={s.visuallyHidden}>About {row.name}</span>
                </button>
                <span role="tooltip" id={`tip-${row.check}`} className={s.tipText}>
                  {row.tooltip}
                </span>
              </span>
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className={plan.recommended ? s.recommendedCol : undefined}>
                <Value value={row.values[plan.id]} />
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <td />
          {plans.map((plan) => (
            <td key={plan.id} className={plan.recommended ? s.recommendedCol : undefined}>
              <Link
                to="/signup/"
                className={cx(s.btn, plan.recommended ? s.btnAccent : s.btnOutline)}
                aria-label={`Get Started with ${plan.name}`}
              >
                Get Started
              </Link>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  </div>
);

/** Narrow screens: plan cards in a scroll-snap slider (3, 2 or 1 at a time by CSS). */
const PlanSlider = () => {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({
      start: element.scrollLeft < 8,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 8,
    });
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    const card = element?.firstElementChild as HTMLElement | null;
    if (!element || !card) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * (card.offsetWidth + 16), behavior: still ? 'instant' : 'smooth' });
  };
  return (
    <div className={s.slider}>
      <div className={s.sliderControls}>
        <button
          type="button"
          className={s.iconButton}
          onClick={() => move(-1)}
          disabled={edges.start}
          aria-label="Previous plans"
          aria-controls="plan-cards"
        >
          <IconChevronLeft size={20} aria-hidden />
        </button>
        <button
          type="button"
          className={s.iconButton}
          onClick={() => move(1)}
          disabled={edges.end}
          aria-label="More plans"
          aria-controls="plan-cards"
        >
          <IconChevronRight size={20} aria-hidden />
        </button>
      </div>
      <ul
        id="plan-cards"
        ref={track}
        className={s.sliderTrack}
        onScroll={update}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Plans"
      >
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={cx(s.planCard, plan.recommended && s.planCardRecommended)}
            data-plan={plan.id}
            aria-label={`${plan.name}, ${formatUsd(plan.priceCents)} per applicant`}
          >
            <div>
              <PlanHead plan={plan} />
            </div>
            <p className={s.body}>{plan.summary}</p>
            <ul>
              {featureRows.map((row) => {
                const value = row.values[plan.id];
                return (
                  <li key={row.check} className={value === 0 ? s.planCardOff : undefined}>
                    {value === 0 ? (
                      <IconMinus size={18} aria-hidden />
                    ) : (
                      <IconCheck size={18} className={s.yes} aria-hidden />
                    )}
                    <span>
                      {value === 0 ? <span className={s.visuallyHidden}>Not included: </span> : null}
                      {row.name}
                      {typeof value === 'string' ? ` (${value.toLowerCase()})` : ''}
                    </span>
                  </li>
                );
              })}
            </ul>
            <Link
              to="/signup/"
              className={cx(s.btn, plan.recommended ? s.btnAccent : s.btnOutline)}
              aria-label={`Get Started with ${plan.name}`}
            >
              Get Started
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

/** Add-ons: native exclusive disclosures (same name), so only one is open; the first starts open. */
const AddOnCards = () => (
  <div className={s.addOns}>
    {addOns.map((addOn, index) => (
      <details key={addOn.id} name="add-ons" open={index === 0} className={s.faqItem} data-add-on={addOn.id}>
        <summary>
          <span>{addOn.title}</span>
          <span className={s.addOnPrice}>
            {formatUsd(addOn.priceCents)}
            <span className={s.visuallyHidden}> per {addOn.unit}</span>
          </span>
          <IconPlus size={20} stroke={2} aria-hidden />
        </summary>
        <div className={s.faqAnswer}>
          <p>{addOn.description}</p>
          <p style={{ marginTop: 10 }}>
            <strong>{formatUsd(addOn.priceCents)}</strong> per {addOn.unit}.{' '}
            <Link to={addOn.link} className={s.textLink}>
              About this check
            </Link>
          </p>
        </div>
      </details>
    ))}
  </div>
);

const [education, employment] = passThroughFees;

const PricingPage = () => {
  usePageMeta();
  return (
    <>
      <Hero
        eyebrow="Pricing"
        title="Simple pricing: pay per applicant, nothing else"
        lead={`Five packages from ${formatUsd(plans[0]!.priceCents)} to ${formatUsd(plans.at(-1)!.priceCents)} per applicant, and add-ons when a role needs more. No setup fee, no contract, no subscription, and enterprise discounts when you screen at volume.`}
        actions={<GetStarted size="lg" />}
        note="99.9% uptime · 84% of checks delivered in under a minute · 24x7 support"
      />
      <Section
        id="plans"
        title="Compare packages"
        intro="Every package includes SSN verification, ID verification, a national criminal search, sex offender registries and global watch lists."
      >
        <PlanTable />
        <PlanSlider />
      </Section>
      <Section
        tone="tint"
        id="add-ons"
        title="Add-ons"
        intro="Add any of these to a package, per applicant. Open a card to see what it covers."
      >
        <AddOnCards />
        <p className={s.footnote}>
          Some schools and employers’ verifiers charge to release records: education{' '}
          {formatUsd(education!.minFeeCents)}–{formatUsd(education!.maxFeeCents)}, employment{' '}
          {formatUsd(employment!.minFeeCents)}–{formatUsd(employment!.maxFeeCents)}. We pass them on at cost.{' '}
          <Link to="/passthrough-fee" className={s.textLink}>
            Pass-through fees
          </Link>
        </p>
      </Section>
      <Section title="Pricing questions">
        <Faq
          items={[
            {
              q: 'Is there a setup fee, contract or subscription?',
              a: 'No. You pay for each applicant you screen, invoiced monthly in US dollars and charged by card or ACH debit.',
            },
            {
              q: 'Which package should I choose?',
              a: 'Gold is our recommendation for most roles: it searches every county the candidate has lived in over seven years. Choose Platinum or Diamond when work history and education matter to the role.',
            },
            {
              q: 'What are pass-through fees?',
              a: 'Fees some courts, schools and employers’ verification services charge for a record. We do not mark them up, and we publish the current ranges.',
            },
            {
              q: 'Do you offer volume discounts?',
              a: 'Yes. If you screen more than a few hundred people a year, contact sales for enterprise pricing.',
            },
            {
              q: 'Can I change packages later?',
              a: 'Yes, for every new order. You can also keep several packages, for example one for drivers and one for office roles.',
            },
            {
              q: 'Is sales tax added?',
              a: 'We collect sales tax for customers in California, as our services agreement sets out.',
            },
          ]}
        />
      </Section>
      <ClosingCta
        title="Sign up and order your first check"
        text="It takes two minutes to create an account. You only pay when you screen someone."
      />
    </>
  );
};

export default PricingPage;
