import { addOns, formatUsd, plans } from '#shared/pricing/pricing.ts';
import { checkPageLinks, marketingPageFor } from './marketing-pages.ts';
import {
  type CheckItem,
  CheckList,
  ClosingCta,
  Faq,
  type FaqItem,
  Hero,
  Numbered,
  PageLinks,
  Section,
  Split,
  styles as s,
  usePageMeta,
} from './ui.tsx';

type CheckContent = {
  h1: string;
  lead: string;
  note: string;
  coversTitle: string;
  coversIntro: string;
  covers: CheckItem[];
  notCovered: string;
  steps: { title: string; text: string }[];
  recommended: { title: string; text: string }[];
  faq: FaqItem[];
};

const price = (id: string) => formatUsd(addOns.find((addOn) => addOn.id === id)?.priceCents ?? 0);
const plansWith = (check: 'employment' | 'education' | 'county_criminal' | 'county_civil') =>
  plans
    .filter((plan) => plan.includes[check] !== undefined)
    .map((plan) => plan.name)
    .join(', ');

const content: Record<string, CheckContent> = {
  '/background-checks/criminal-background-check': {
    h1: 'Criminal background checks, reviewed before they reach you',
    lead: 'National, county and federal criminal searches with sex offender and global watch list checks. Every possible match is confirmed by a person against the candidate’s name and date of birth before it appears in your report.',
    note: `Included in every package from ${formatUsd(plans[0]!.priceCents)} per applicant.`,
    coversTitle: 'What the search covers',
    coversIntro:
      'Criminal records in the US are spread across thousands of courts. We search in layers, so nothing relies on one database alone.',
    covers: [
      {
        title: 'National criminal database',
        text: 'Hundreds of millions of records from courts, corrections and arrest sources, in every plan.',
      },
      {
        title: 'County criminal courts',
        text: `Searched directly at the courthouse, seven years back. Current county in Silver; every county in the address history in ${plansWith('county_criminal').replace('Silver, ', '')}.`,
      },
      {
        title: 'Federal district courts',
        text: 'Federal offences such as fraud, tax and interstate crimes, which county courts do not hold.',
      },
      {
        title: 'Sex offender registries',
        text: 'The public registries of all 50 states, DC and the territories.',
      },
      {
        title: 'Global watch lists',
        text: 'OFAC sanctions and other US and international lists of restricted parties.',
      },
    ],
    notCovered:
      'Arrests that did not lead to a conviction and are older than seven years are not reported, as the FCRA requires. Sealed and expunged records are never reported.',
    steps: [
      {
        title: 'Address history',
        text: 'An SSN trace lists every county the candidate has lived in, so we know where to search.',
      },
      {
        title: 'Search',
        text: 'Database searches return in minutes; court researchers search county records, usually within one to three business days.',
      },
      {
        title: 'Human review',
        text: 'A specialist confirms each possible record belongs to the candidate and is reportable under federal and state law.',
      },
      {
        title: 'Report',
        text: 'You see the charge, the disposition, the dates and the court, in plain language.',
      },
    ],
    recommended: [
      { title: 'Identity verification', text: 'Confirms the name and date of birth the searches rely on.' },
      {
        title: 'Civil court checks',
        text: 'For finance and leadership roles where lawsuits and judgments matter.',
      },
      {
        title: 'Motor vehicle record',
        text: `DUI and driving offences for roles behind the wheel, ${price('mvr')} per applicant.`,
      },
    ],
    faq: [
      {
        q: 'How far back does a criminal search go?',
        a: 'County searches cover seven years of records. Convictions can be reported beyond seven years in most states; non-conviction records older than seven years are not reported.',
      },
      {
        q: 'Does a record mean I cannot hire the candidate?',
        a: 'No. A record is information to review, not a verdict. EEOC guidance asks you to consider the nature of the offence, the time passed and the job. If you decide not to hire, Verity sends the pre-adverse and final adverse action notices for you.',
      },
      {
        q: 'Why search counties if there is a national database?',
        a: 'National databases are broad but not complete: some counties do not report to them, and entries can be out of date. The county court is the source of record, so that is where we confirm.',
      },
      {
        q: 'What happens if the candidate disputes a result?',
        a: 'The candidate can dispute through the candidate portal. We re-investigate with the court, usually within days and always within the 30 days the FCRA allows, and update the report.',
      },
    ],
  },
  '/background-checks/identity-verification': {
    h1: 'Identity verification that takes minutes, not days',
    lead: 'Before any other check runs, confirm the candidate is who they say they are. The candidate photographs their driver’s license or passport, answers a few questions, and we match everything to their SSN and address history.',
    note: 'Included in every package, starting at $12 per applicant.',
    coversTitle: 'What identity verification covers',
    coversIntro:
      'Five signals, checked together, so a stolen number or a borrowed license does not get through.',
    covers: [
      {
        title: 'SSN trace',
        text: 'Confirms the Social Security number is valid and linked to the candidate’s name.',
      },
      {
        title: 'Address history',
        text: 'Every address tied to the SSN, which also tells us which counties to search.',
      },
      {
        title: 'Document check',
        text: 'Front and back of a driver’s license, or the passport photo page, checked for tampering.',
      },
      {
        title: 'License details',
        text: 'Name, license number, date of birth and address compared with the issuing record.',
      },
      {
        title: 'Phone passcode',
        text: 'A one-time passcode sent to a verified phone number, or the SSN, completes the match.',
      },
    ],
    notCovered:
      'Identity verification does not determine immigration status or employment eligibility; use Form I-9 and E-Verify for that.',
    steps: [
      { title: 'Invite', text: 'The candidate receives a secure link by e-mail.' },
      {
        title: 'Scan',
        text: 'They photograph their ID on their phone and enter their license number, date of birth and address.',
      },
      {
        title: 'Confirm',
        text: 'A passcode to their verified phone, or their SSN, confirms it is really them.',
      },
      {
        title: 'Result',
        text: 'Most identity checks are verified in under a minute. Anything unclear goes to a person.',
      },
    ],
    recommended: [
      {
        title: 'Criminal background check',
        text: 'Runs on the verified identity, so records are matched to the right person.',
      },
      { title: 'Employment verification', text: 'Confirms the work history on the résumé.' },
      { title: 'Education verification', text: 'Confirms the degree the role requires.' },
    ],
    faq: [
      {
        q: 'Why do you need my SSN?',
        a: 'Candidates often ask this. The SSN is how we find the right address history and the right records; it is encrypted, never shown in full to the employer, and used only for the checks the candidate consented to.',
      },
      {
        q: 'What if the candidate has no driver’s license?',
        a: 'A US passport works too. If neither is available, our support team can arrange a manual review.',
      },
      {
        q: 'How long does it take?',
        a: 'The candidate spends about ten minutes. 84% of checks are delivered in under a minute after they finish.',
      },
    ],
  },
  '/background-checks/employment-verification': {
    h1: 'Employment verification: confirm the work history on every résumé',
    lead: 'We contact past employers, or the verification services they use, to confirm the employer name, job title and dates worked. Add reference checks and professional license checks in the same order.',
    note: `Included in Platinum (1 employer) and Diamond (2 employers), or ${price('employment')} per employer.`,
    coversTitle: 'What we verify',
    coversIntro: 'Facts an employer can confirm on record, not opinions.',
    covers: [
      { title: 'Employer and dates', text: 'The start and end dates the employer has on file.' },
      {
        title: 'Job title',
        text: 'The most recent title held, and earlier ones where the employer provides them.',
      },
      {
        title: 'Reference check',
        text: `A former manager or colleague answers a short questionnaire online, ${price('reference')} per reference.`,
      },
      {
        title: 'Professional license',
        text: `Status and discipline history with the issuing board, ${price('professional_license')} per license.`,
      },
    ],
    notCovered: 'Salary history is not requested: many states and cities prohibit asking for it.',
    steps: [
      {
        title: 'Candidate lists employers',
        text: 'Employer name, location, dates and title, entered once in the candidate portal.',
      },
      {
        title: 'We reach the source',
        text: 'An automated verification service where the employer uses one; otherwise our team calls and e-mails HR.',
      },
      {
        title: 'Fees at cost',
        text: 'If a verification service charges, the fee is passed through at cost, within the published range.',
      },
      {
        title: 'Result',
        text: 'Verified, or a clear explanation when an employer has closed or will not respond.',
      },
    ],
    recommended: [
      { title: 'Education verification', text: 'Complete the picture for roles that require a degree.' },
      { title: 'Identity verification', text: 'Make sure the history belongs to the person you are hiring.' },
      { title: 'Platinum package', text: 'Criminal, identity, one employer and one school for $45.' },
    ],
    faq: [
      {
        q: 'How long does employment verification take?',
        a: 'Automated verifications return in minutes. Where we contact HR directly, most complete within two to three business days.',
      },
      {
        q: 'What if the employer has gone out of business?',
        a: 'We look for the records custodian and, failing that, ask the candidate for a W-2 or pay stub and note the source in the report.',
      },
      {
        q: 'What are pass-through fees?',
        a: 'Some employers use paid verification services. We pass that fee on at cost; see the pass-through fee page for the current range.',
      },
    ],
  },
  '/background-checks/education-verification/': {
    h1: 'Education verification, confirmed with the school',
    lead: 'Confirm degrees, diplomas, majors and attendance dates directly with US high schools, colleges and universities, or the clearinghouse that answers for them.',
    note: `Included in Platinum and Diamond (1 school), or ${price('education')} per school.`,
    coversTitle: 'What we confirm',
    coversIntro: 'What the school has on record, word for word.',
    covers: [
      { title: 'Degree or diploma', text: 'The award and the date it was conferred.' },
      { title: 'Major and minor', text: 'Where the school records them.' },
      { title: 'Attendance dates', text: 'Useful when a candidate attended but did not graduate.' },
      {
        title: 'Accreditation',
        text: 'We flag institutions that are not accredited by a recognised agency.',
      },
    ],
    notCovered: 'Grades and transcripts are not requested; they need separate consent from the student.',
    steps: [
      { title: 'Candidate enters the school', text: 'School name, location, degree and dates.' },
      {
        title: 'We contact the registrar',
        text: 'Directly, or through the clearinghouse most US colleges use.',
      },
      { title: 'Fees at cost', text: 'Clearinghouse and school fees are passed through at cost.' },
      { title: 'Result', text: 'Most college verifications return within one business day.' },
    ],
    recommended: [
      { title: 'Employment verification', text: 'Confirm the experience as well as the qualification.' },
      { title: 'Professional license', text: 'For nurses, accountants, engineers and other licensed roles.' },
      { title: 'Identity verification', text: 'Make sure the diploma belongs to the person you are hiring.' },
    ],
    faq: [
      {
        q: 'Can you verify foreign degrees?',
        a: 'Verity serves US employers and verifies US institutions. For degrees earned abroad, contact sales and we will tell you what is possible for that country.',
      },
      {
        q: 'What if the school has closed?',
        a: 'Closed schools hand their records to the state education department or another school. We find the custodian and verify there.',
      },
      {
        q: 'What does it cost?',
        a: `${price('education')} per school, plus any fee the school or clearinghouse charges, which we pass on at cost.`,
      },
    ],
  },
  '/background-checks/civil-court-checks': {
    h1: 'Civil court checks for roles built on trust',
    lead: 'Lawsuits, judgments, liens and restraining orders live in civil courts, not criminal ones. For finance, leadership and fiduciary roles, search county and federal civil records as well.',
    note: `Included in Diamond (one county), or ${price('county_civil')} per county.`,
    coversTitle: 'What a civil search finds',
    coversIntro: 'Civil cases where the candidate is a party, with the outcome.',
    covers: [
      { title: 'County civil', text: 'Filings and judgments in county courts, seven years back.' },
      {
        title: 'Federal civil',
        text: 'Federal cases such as civil rights, contract and intellectual property disputes, seven to twenty years back.',
      },
      { title: 'Restraining orders', text: 'Where the court records them as civil matters.' },
      { title: 'Judgments', text: 'Money judgments and their status.' },
    ],
    notCovered: 'Civil searches do not include bankruptcies or credit history.',
    steps: [
      {
        title: 'Choose counties',
        text: 'Usually the counties in the candidate’s address history, or where the role is based.',
      },
      { title: 'Court search', text: 'Researchers search the court index and pull case details.' },
      { title: 'Match review', text: 'Name and date of birth confirmed before anything is reported.' },
      { title: 'Report', text: 'Case type, parties, filing date and outcome.' },
    ],
    recommended: [
      {
        title: 'Criminal background check',
        text: 'The civil search complements it; it does not replace it.',
      },
      { title: 'Employment verification', text: 'Confirms past positions of responsibility.' },
      {
        title: 'Diamond package',
        text: 'Criminal, identity, two employers, one school and one county civil for $55.',
      },
    ],
    faq: [
      {
        q: 'Who needs a civil check?',
        a: 'Roles that handle money, sign contracts or lead people: finance staff, executives, property managers, caregivers with power of attorney.',
      },
      {
        q: 'Is a lawsuit a reason not to hire?',
        a: 'Rarely on its own. Being sued is common; what matters is whether the case relates to the job. Review it the way you would any other information.',
      },
      {
        q: 'How long does it take?',
        a: 'Most county civil searches complete within one to three business days.',
      },
    ],
  },
  '/background-checks/driver-and-motor-vehicle/': {
    h1: 'Motor vehicle record checks for everyone who drives for you',
    lead: 'The driving record from the state that issued the license: status, class, endorsements, suspensions and violations. Screen drivers before their first shift and keep watching after.',
    note: `${price('mvr')} per applicant, added to any package.`,
    coversTitle: 'What an MVR shows',
    coversIntro: 'The official state record, usually three to seven years of history depending on the state.',
    covers: [
      { title: 'License status', text: 'Valid, expired, suspended or revoked.' },
      { title: 'Class and endorsements', text: 'Including commercial licenses and restrictions.' },
      { title: 'Violations and accidents', text: 'Moving violations, at-fault accidents and points.' },
      { title: 'DUI and DWI', text: 'Convictions recorded against the license.' },
      {
        title: 'Continuous monitoring',
        text: 'A real-time alert when a suspension or new violation appears.',
      },
    ],
    notCovered:
      'An MVR is a driving record; criminal charges from a traffic stop appear in the criminal search.',
    steps: [
      {
        title: 'License details',
        text: 'The candidate enters their license number and state in the portal.',
      },
      { title: 'State request', text: 'We request the record from the state motor vehicle agency.' },
      { title: 'Result', text: 'Most states answer in minutes; a few take a business day.' },
      { title: 'Monitor', text: 'Optionally keep watching and get alerts on changes.' },
    ],
    recommended: [
      { title: 'Criminal background check', text: 'For offences beyond the driving record.' },
      { title: 'Identity verification', text: 'Confirms the license belongs to the candidate.' },
      { title: 'Employment verification', text: 'Confirms past driving jobs.' },
    ],
    faq: [
      { q: 'Which states are covered?', a: 'All 50 states and the District of Columbia.' },
      {
        q: 'Is the state fee included?',
        a: 'Some states charge a record fee. It is passed through at cost and shown on your invoice.',
      },
      {
        q: 'Can I check drivers who already work for me?',
        a: 'Yes, with their written consent. Continuous monitoring alerts you when a record changes, so you do not need to re-order every year.',
      },
    ],
  },
};

/** One of the six check pages: hero, coverage, how it works, recommended checks, FAQ, siblings. */
const CheckPage = ({ path }: { path: string }) => {
  usePageMeta();
  const page = marketingPageFor(path);
  const data = content[path];
  if (!page || !data) return null;
  return (
    <>
      <Hero eyebrow={page.title} title={data.h1} lead={data.lead} note={data.note} />
      <Section title={data.coversTitle} intro={data.coversIntro}>
        <Split>
          <CheckList items={data.covers} />
          <div className={s.card}>
            <h3 className={s.h3}>What it does not cover</h3>
            <p className={s.body}>{data.notCovered}</p>
          </div>
        </Split>
      </Section>
      <Section tone="tint" title="How it works">
        <Numbered items={data.steps} />
      </Section>
      <Section title="Recommended with this check" intro="Checks customers most often order alongside it.">
        <CheckList items={data.recommended} />
      </Section>
      <Section tone="tint" title="Frequently asked questions">
        <Faq items={data.faq} />
      </Section>
      <Section title="Other background checks">
        <PageLinks links={checkPageLinks.map((link) => ({ path: link.path, label: link.title }))} />
      </Section>
      <ClosingCta title="Start verifying today" />
    </>
  );
};

export default CheckPage;
