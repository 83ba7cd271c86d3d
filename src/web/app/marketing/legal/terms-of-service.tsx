import type { ReactNode } from 'react';
import { brand } from '#shared/theme/brand.ts';
import { servicesAgreement as sa, termsOfService as tos } from './terms-constants.ts';

type Clause = { id: string; number: string; title: string; body: ReactNode; subsections?: Clause[] };

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The terms, section by section. Section 20 and its subsections 20.5–20.9 are fixed by the spec. */
export const termsSections: Clause[] = [
  {
    id: 'about',
    number: '1',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms of service are an agreement between Verity Screening, Inc. (“Verity”, “we”, “us”) and
          the organisation that creates an account or orders services from us (“Customer”, “you”). They apply
          to our website, the Verity platform, the candidate portal and our API (together, the “Service”).
        </p>
        <p>
          By creating an account, ticking the box that accepts these terms, or using the Service, you accept
          them on behalf of your organisation and confirm you have authority to do so. The Service is for use
          in the United States only, by people aged {sa.minimumAge} or over.
        </p>
      </>
    ),
  },
  {
    id: 'definitions',
    number: '2',
    title: 'Words with special meanings',
    body: (
      <ul>
        <li>
          <strong>Account</strong>: your organisation’s access to the Service, including every user you
          invite.
        </li>
        <li>
          <strong>Order</strong>: a request for one or more checks on one Consumer.
        </li>
        <li>
          <strong>Report</strong>: the consumer report or investigative consumer report we deliver for an
          Order.
        </li>
        <li>
          <strong>Consumer</strong>: the person a Report is about, usually a job candidate or employee.
        </li>
        <li>
          <strong>Customer Credential Application</strong>: the information you give us so we can confirm your
          organisation and its permissible purpose before giving access.
        </li>
        <li>
          <strong>Adjudication Criteria</strong>: criteria you set, if any, for how results are labelled for
          review. Hiring decisions remain yours.
        </li>
        <li>
          <strong>Fees</strong>: the prices for the Service published on our pricing page or agreed in
          writing, plus pass-through fees.
        </li>
      </ul>
    ),
  },
  {
    id: 'eligibility',
    number: '3',
    title: 'Eligibility and credentialing',
    body: (
      <>
        <p>
          We may accept or decline any customer. Before you can order Reports, we review your Customer
          Credential Application, and access begins only once we approve it. The customer is the employer
          entity that accepted these terms; only that entity may use the Service. Affiliates need their own
          agreement.
        </p>
        <p>
          We do not provide the Service to resellers, bail bondsmen, dating services, adult entertainment
          businesses, private individuals for personal use, or other businesses we tell you are excluded.
        </p>
      </>
    ),
  },
  {
    id: 'fcra',
    number: '4',
    title: 'Your duties under the FCRA and similar laws',
    body: (
      <>
        <p>Each time you order a Report, you certify that:</p>
        <ul>
          <li>
            you have a permissible purpose under the Fair Credit Reporting Act (FCRA), for employment
            purposes;
          </li>
          <li>
            the Consumer received a clear, stand-alone written disclosure that a Report may be obtained, and
            authorised it in writing;
          </li>
          <li>
            before taking adverse action based in whole or part on a Report, you will give the Consumer a
            pre-adverse action notice with a copy of the Report and a summary of their rights, wait a
            reasonable period (at least {sa.massachusettsWaitBusinessDays} business days where state law such
            as Massachusetts requires it), and then send a final adverse action notice;
          </li>
          <li>
            you will use Reports only for the purpose certified and in line with equal opportunity laws; and
          </li>
          <li>you will follow state and local laws, including ban-the-box and fair-chance hiring rules.</li>
        </ul>
        <p>
          Our platform can send the notices for you, but the decision and the responsibility for it remain
          yours. Credit reports are available only where the law permits their use for the role.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    number: '5',
    title: 'Accounts, users and security',
    body: (
      <p>
        Each user needs a unique login; logins must not be shared. Only designated key personnel who need
        Reports for the certified purpose may view them. You are responsible for what happens under your
        Account and must tell us at once at {brand.supportEmail} if you suspect unauthorised use.
      </p>
    ),
  },
  {
    id: 'consumer-rights',
    number: '6',
    title: 'Consumers’ rights',
    body: (
      <>
        <p>
          Consumers can ask us for a copy of their Report, and we provide it within{' '}
          {sa.reportCopyBusinessDays} business days of the request. For an investigative consumer report, you
          must give the Consumer the required disclosure within {sa.investigativeDisclosureDays} days of
          requesting the report, and a written disclosure of its nature and scope within{' '}
          {sa.scopeDisclosureDays} days of their request.
        </p>
        <p>
          Consumers can dispute anything in a Report through the candidate portal or by e-mail. We
          re-investigate as the FCRA requires and tell you and the Consumer the result.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    number: '7',
    title: 'Fees and payment',
    body: (
      <>
        <p>
          Fees are in U.S. dollars. We invoice monthly and charge the card or bank account (ACH debit) on file
          automatically. Pass-through fees charged by courts, schools, employers or their verifiers are added
          at cost. We collect sales tax from customers in California.
        </p>
        <p>
          Late amounts bear a late fee of {sa.lateFeePercentPerMonth}% per month or the highest rate the law
          allows, whichever is less. We may suspend the Account while an invoice is unpaid.
        </p>
      </>
    ),
  },
  {
    id: 'term',
    number: '8',
    title: 'Term, renewal and termination',
    body: (
      <>
        <p>
          The agreement starts when you accept these terms and runs for an initial term of{' '}
          {sa.initialTermYears} year. It then renews automatically for further {sa.renewalTermYears}-year
          periods unless either party gives {sa.noticeDays} days’ written notice. Either party may also
          terminate on {sa.noticeDays} days’ notice.
        </p>
        <p>
          We may suspend access for non-payment or suspected unauthorised use, terminate immediately if you
          breach these terms, and close Accounts that have been inactive for {sa.inactivityMonths} months or
          more.
        </p>
      </>
    ),
  },
  {
    id: 'records',
    number: '9',
    title: 'Records you must keep',
    body: (
      <p>
        You must keep each Consumer’s disclosure and authorisation for at least {sa.retainConsentsYears}{' '}
        years, and give them to us on request so we can show a permissible purpose to a Consumer or a
        regulator. If you collect them in our platform, we keep them for you for that period.
      </p>
    ),
  },
  {
    id: 'privacy',
    number: '10',
    title: 'Privacy and data protection',
    body: (
      <>
        <p>
          We process Consumers’ personal information only to provide the Service, to meet our legal duties as
          a consumer reporting agency, and to keep the Service secure. We do not sell personal information.
        </p>
        <p>
          Data is encrypted in transit and at rest with 256-bit encryption, and only authorised Verity
          employees who need it can access it. We keep Reports and consents for the periods the law requires,
          then delete them. Consumers may contact {brand.supportEmail} to ask what we hold about them.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    number: '11',
    title: 'Acceptable use',
    body: (
      <p>
        You will not resell Reports, use the Service to research anyone without a permissible purpose, attempt
        to get into parts of the Service you are not authorised to use, scrape or overload it, or use it to
        break any law.
      </p>
    ),
  },
  {
    id: 'ip',
    number: '12',
    title: 'Our intellectual property',
    body: (
      <p>
        The Service, its software and content belong to Verity or its licensors. We give you a non-exclusive,
        non-transferable right to use the Service for your internal hiring purposes while the agreement lasts.
      </p>
    ),
  },
  {
    id: 'confidentiality',
    number: '13',
    title: 'Confidentiality',
    body: (
      <p>
        Each party keeps the other’s non-public information confidential and uses it only for this agreement.
        Reports are confidential and may be shared only with people who need them for the certified purpose.
      </p>
    ),
  },
  {
    id: 'changes',
    number: '14',
    title: 'Changes to the Service and these terms',
    body: (
      <p>
        We improve the Service continually. If we change these terms in a way that matters to you, we notify
        account owners within {sa.changeNoticeDays} days of the change. Continuing to use the Service after
        that means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    number: '15',
    title: 'What we do and do not promise',
    body: (
      <p>
        We follow reasonable procedures to assure maximum possible accuracy of Reports, as the FCRA requires.
        Reports rely on public records and third-party sources we do not control, so apart from that duty the
        Service is provided “as is”, without other warranties, to the extent the law allows.
      </p>
    ),
  },
  {
    id: 'liability',
    number: '16',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          Neither party is liable for indirect, incidental or consequential losses. For use of the website and
          the Service without an Order, our total liability is limited to {usd(tos.liabilityCapUsd)}.
        </p>
        <p>
          For screening services delivered under Orders, our total liability is limited to the amounts you
          paid us in the {sa.liabilityCapMonths} months before the event giving rise to the claim, up to{' '}
          {usd(sa.liabilityCapUsd)}. Nothing here limits liability that the law does not allow to be limited.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    number: '17',
    title: 'Responsibility for claims',
    body: (
      <p>
        You will defend and indemnify Verity against claims that arise from your use of Reports, your hiring
        decisions, or your breach of section 4. We will do the same for claims that arise from our breach of
        the FCRA in preparing a Report.
      </p>
    ),
  },
  {
    id: 'insurance',
    number: '18',
    title: 'Insurance',
    body: (
      <p>
        Each party keeps general liability insurance of at least {usd(sa.minimumInsuranceUsd)} while the
        agreement lasts.
      </p>
    ),
  },
  {
    id: 'law',
    number: '19',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of {sa.governingLaw} and applicable U.S. federal
        law, including the FCRA, without regard to conflict-of-law rules.
      </p>
    ),
  },
  {
    id: 'arbitration',
    number: '20',
    title: 'Resolving disputes and binding arbitration',
    body: (
      <p>
        Please read this section carefully. It affects how disputes are resolved and waives the right to a
        jury trial and to class actions.
      </p>
    ),
    subsections: [
      {
        id: 'arbitration-scope',
        number: '20.1',
        title: 'What this covers',
        body: (
          <p>
            Any dispute between you and Verity arising from these terms or the Service is resolved under this
            section, except claims that qualify for small claims court and requests for urgent court orders to
            protect intellectual property or confidential information.
          </p>
        ),
      },
      {
        id: 'arbitration-notice',
        number: '20.2',
        title: 'Notice of dispute',
        body: (
          <p>
            A party with a dispute must send the other a written notice of dispute within{' '}
            {tos.disputeNoticeDays} days of the dispute arising. Send yours to {tos.legalEmail}, describing
            the dispute and what you are asking for.
          </p>
        ),
      },
      {
        id: 'arbitration-informal',
        number: '20.3',
        title: 'Informal resolution first',
        body: (
          <p>
            For {tos.informalResolutionDays} days from receipt of the notice, the parties will try in good
            faith to resolve the dispute informally. Arbitration may begin only after that period ends.
          </p>
        ),
      },
      {
        id: 'arbitration-time-limit',
        number: '20.4',
        title: 'Time limit for claims',
        body: (
          <p>
            Any claim must be filed within {tos.claimsWithinYears} year of when it arose, or it is permanently
            barred, to the extent the law allows.
          </p>
        ),
      },
      {
        id: 'arbitration-rules',
        number: '20.5',
        title: 'Arbitration rules and arbitrator',
        body: (
          <p>
            Disputes not resolved informally are settled by binding arbitration before a single arbitrator
            under {tos.arbitrationRules}. The arbitrator may award the same relief a court could, but only to
            the individual party bringing the claim.
          </p>
        ),
      },
      {
        id: 'arbitration-discovery',
        number: '20.6',
        title: 'Limited discovery',
        body: (
          <p>
            Discovery is limited to what the arbitrator decides is necessary for a fair and efficient
            resolution, consistent with the expedited nature of arbitration.
          </p>
        ),
      },
      {
        id: 'arbitration-class-waiver',
        number: '20.7',
        title: 'No class actions',
        body: (
          <p>
            Claims may be brought only individually, not as a plaintiff or class member in any class,
            collective or representative proceeding, and the arbitrator may not consolidate claims of
            different parties.
          </p>
        ),
      },
      {
        id: 'arbitration-opt-out',
        number: '20.8',
        title: 'Your right to opt out',
        body: (
          <p>
            You may opt out of this arbitration agreement by e-mailing {tos.legalEmail} within{' '}
            {tos.arbitrationOptOutDays} days of first accepting these terms, with your organisation’s name and
            the e-mail address of your Account. Opting out does not affect any other part of these terms.
          </p>
        ),
      },
      {
        id: 'arbitration-venue',
        number: '20.9',
        title: 'Venue and severability',
        body: (
          <p>
            Arbitration hearings, and any court proceedings allowed by this section, take place in {tos.venue}
            , unless the parties agree otherwise. If the class action waiver in 20.7 is found unenforceable,
            the affected claim proceeds in court, not in arbitration, and the rest of this section still
            applies.
          </p>
        ),
      },
    ],
  },
  {
    id: 'marketing',
    number: '21',
    title: 'Marketing',
    body: (
      <p>
        We may name you as a customer and show your name and logo on our website and in sales materials. If
        you would rather we did not, e-mail {tos.marketingOptOutEmail} and we will stop within a reasonable
        time. We never publish anything about your candidates.
      </p>
    ),
  },
  {
    id: 'miscellaneous',
    number: '22',
    title: 'Miscellaneous',
    body: (
      <ul>
        <li>These terms, with any Order, are the whole agreement between us about the Service.</li>
        <li>If a part of these terms is unenforceable, the rest stays in effect.</li>
        <li>Not enforcing a right is not a waiver of it.</li>
        <li>
          You may not assign these terms without our consent; we may assign them to a successor business.
        </li>
        <li>Neither party is liable for delays caused by events beyond its reasonable control.</li>
        <li>
          Notices to us go to {tos.legalEmail}; notices to you go to the Account owner’s e-mail address.
        </li>
      </ul>
    ),
  },
];

const ClauseView = ({ clause, level }: { clause: Clause; level: 2 | 3 }) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={clause.id}>
      <Heading id={clause.id}>
        {clause.number}. {clause.title}
      </Heading>
      {clause.body}
      {clause.subsections?.map((sub) => (
        <ClauseView key={sub.id} clause={sub} level={3} />
      ))}
    </section>
  );
};

/** The terms text (headings from h2), used by the terms page and the services agreement view. */
export const TermsOfServiceText = () => (
  <>
    {termsSections.map((clause) => (
      <ClauseView key={clause.id} clause={clause} level={2} />
    ))}
  </>
);
