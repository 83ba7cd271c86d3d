import {
  IconBolt,
  IconBrain,
  IconCertificate,
  IconClockHour4,
  IconDeviceMobile,
  IconHeartHandshake,
  IconPlugConnected,
  IconRefresh,
  IconScale,
  IconShieldCheck,
  IconStack2,
  IconUsersGroup,
} from '@tabler/icons-react';
import { industryLinks, marketingPageFor, menuLabel } from './marketing-pages.ts';
import {
  type CardItem,
  Cards,
  CheckList,
  ClosingCta,
  ContactSales,
  GetStarted,
  Hero,
  Numbered,
  PageLinks,
  Section,
  usePageMeta,
} from './ui.tsx';

type Industry = {
  h1: string;
  lead: string;
  note?: string;
  recommendedIntro: string;
  recommended: string[];
  pointsTitle: string;
  points: { title: string; text: string }[];
  solutionsTitle: string;
  solutions: CardItem[];
};

const industries: Record<string, Industry> = {
  '/industry/gig-economy': {
    h1: 'Background checks that keep up with the gig economy',
    lead: 'Drivers, couriers, shoppers and taskers expect to start earning fast. Verity screens them on their phones in minutes, scales to thousands of sign-ups a week, and keeps watching after onboarding.',
    note: '84% of checks are delivered in under a minute.',
    recommendedIntro: 'The checks platforms most often combine for independent workers.',
    recommended: [
      'SSN trace and address history',
      'ID document verification',
      'National criminal search',
      'County criminal search',
      'Sex offender registry search',
      'Global watch list search',
      'Motor vehicle record (MVR)',
      'Continuous monitoring',
    ],
    pointsTitle: 'How Verity solves gig-economy screening',
    points: [
      {
        title: 'Mobile-first candidate flow',
        text: 'Workers complete consent, ID and details on their phone in about ten minutes.',
      },
      {
        title: 'Results in minutes',
        text: 'Database checks return almost instantly; only county searches take longer.',
      },
      {
        title: 'Bulk ordering by API',
        text: 'Create checks from your sign-up flow automatically, at any volume.',
      },
      {
        title: 'Continuous monitoring',
        text: 'A real-time alert when a new record or a license suspension appears.',
      },
      {
        title: 'Adverse action handled',
        text: 'Pre-adverse and final notices go out automatically, with the waiting period enforced.',
      },
      { title: 'Pay per worker', text: 'No subscription: pay only for the workers you screen.' },
    ],
    solutionsTitle: 'Built for platforms',
    solutions: [
      {
        icon: IconDeviceMobile,
        title: 'Onboarding in the app',
        text: 'Send workers straight from your app to a branded, mobile-friendly flow.',
      },
      {
        icon: IconRefresh,
        title: 'Re-screening',
        text: 'Re-run or monitor checks on a schedule your policy and local law allow.',
      },
      {
        icon: IconBolt,
        title: 'Peak sign-up weeks',
        text: 'Infrastructure sized for launch days and holiday surges.',
      },
      {
        icon: IconScale,
        title: 'Local rules',
        text: 'City and state fair-chance rules applied to the right workers.',
      },
    ],
  },
  '/industry/staffing': {
    h1: 'Background checks for staffing agencies that place people fast',
    lead: 'When turnover in staffing runs above 25%, screening is never finished. Verity lets recruiters order the right package for each client in seconds and get most results the same day.',
    recommendedIntro: 'The checks staffing firms order most, by client requirement.',
    recommended: [
      'SSN trace and address history',
      'National criminal search',
      'County criminal search (all counties)',
      'Federal criminal search',
      'Sex offender registry search',
      'Employment verification',
      'Education verification',
      'Motor vehicle record (MVR)',
    ],
    pointsTitle: 'How Verity solves staffing screening',
    points: [
      {
        title: 'A package per client',
        text: 'Save each client’s required checks and order them with one click.',
      },
      { title: 'Bulk orders', text: 'Screen a whole shift’s worth of candidates at once, by upload or API.' },
      {
        title: 'Same-day results',
        text: 'Most checks finish the day they are ordered, so placements start on time.',
      },
      {
        title: 'Reports clients trust',
        text: 'Clear reports you can share with the client where your agreement allows.',
      },
      {
        title: 'Compliance by default',
        text: 'FCRA disclosures, consent and adverse action steps built into every order.',
      },
      { title: 'Per-applicant pricing', text: 'Bill checks back to clients with per-candidate invoices.' },
    ],
    solutionsTitle: 'Solutions for agencies',
    solutions: [
      {
        icon: IconStack2,
        title: 'High-volume desks',
        text: 'Recruiters see every candidate’s status on one screen.',
      },
      {
        icon: IconUsersGroup,
        title: 'Team permissions',
        text: 'Recruiters order; only designated staff read full reports.',
      },
      {
        icon: IconPlugConnected,
        title: 'ATS integration',
        text: 'Order from your applicant tracking system through the API.',
      },
      {
        icon: IconRefresh,
        title: 'Redeployment',
        text: 'Re-screen returning workers quickly with their details on file.',
      },
    ],
  },
  '/industry/manufacturing/': {
    h1: 'Background checks for safe, fully staffed shop floors',
    lead: 'Manufacturing and logistics hire in waves: new lines, new shifts, peak season. Verity screens operators, technicians and warehouse teams quickly, with driving records for anyone who moves equipment.',
    recommendedIntro: 'Checks that fit plant, warehouse and logistics roles.',
    recommended: [
      'SSN trace and address history',
      'National criminal search',
      'County criminal search',
      'Sex offender registry search',
      'Motor vehicle record (MVR)',
      'Employment verification',
    ],
    pointsTitle: 'How Verity helps manufacturers hire',
    points: [
      { title: 'Shift-ready in days', text: 'Most checks finish the day they are ordered.' },
      {
        title: 'Safety-sensitive roles',
        text: 'MVR for forklift, yard and delivery roles; monitoring alerts on changes.',
      },
      { title: 'Seasonal surges', text: 'Bulk ordering for hundreds of hires at once.' },
      { title: 'Plain-language reports', text: 'Supervisors understand results without a legal glossary.' },
      { title: 'Multi-site teams', text: 'Each plant orders its own checks; HR sees them all.' },
      {
        title: 'Fair-chance friendly',
        text: 'Individual assessment prompts help you consider records fairly.',
      },
    ],
    solutionsTitle: 'Made for industrial employers',
    solutions: [
      {
        icon: IconShieldCheck,
        title: 'Workplace safety',
        text: 'Screen for records relevant to safety-sensitive roles.',
      },
      { icon: IconClockHour4, title: 'Faster starts', text: 'Fewer empty stations while candidates wait.' },
      {
        icon: IconUsersGroup,
        title: 'Staffing partners',
        text: 'Invite agency partners to order under your packages.',
      },
      { icon: IconScale, title: 'Compliance', text: 'FCRA and state rules handled in every order.' },
    ],
  },
  '/industry/technology': {
    h1: 'Background checks for the people who hold the keys',
    lead: 'Technology is almost 8% of the US workforce, and engineers often get access to production systems and customer data in their first week. Verify identity, history and credentials before they do.',
    recommendedIntro: 'Checks technology companies order for engineering and privileged roles.',
    recommended: [
      'ID document verification',
      'SSN trace and address history',
      'National and county criminal search',
      'Federal criminal search',
      'Global watch list search',
      'Employment verification',
      'Education verification',
    ],
    pointsTitle: 'How Verity fits a technology hiring process',
    points: [
      { title: 'Remote-first', text: 'Candidates verify their ID from anywhere in the US, on any device.' },
      { title: 'Fast offers', text: 'Most results arrive the same day, so offers do not stall.' },
      {
        title: 'Integrated',
        text: 'Checks start automatically when a candidate reaches the offer stage in your ATS.',
      },
      { title: 'Export controls', text: 'Global watch list searches for roles subject to sanctions rules.' },
      { title: 'Access-based packages', text: 'Deeper checks for production and data access roles only.' },
      { title: 'Audit-ready', text: 'Evidence of screening for SOC 2 and customer security reviews.' },
    ],
    solutionsTitle: 'Customised solutions',
    solutions: [
      {
        icon: IconBrain,
        title: 'AI and blockchain',
        text: 'Machine-assisted record matching flags likely matches for human review, and a tamper-evident ledger records every change to a report.',
      },
      {
        icon: IconDeviceMobile,
        title: 'Candidate experience',
        text: 'A clean, mobile flow candidates finish in about ten minutes, with status updates along the way.',
      },
      {
        icon: IconPlugConnected,
        title: 'Easy integration',
        text: 'REST API and webhooks; most teams integrate in about four hours.',
      },
      {
        icon: IconCertificate,
        title: 'Highly compliant',
        text: 'FCRA, EEOC and ban-the-box requirements built into each order.',
      },
    ],
  },
  '/industry/non-profit': {
    h1: 'Background checks for non-profits and their volunteers',
    lead: 'Your staff and volunteers work with children, older adults and people in vulnerable moments. Verity helps you screen them properly on a non-profit budget, with no contract or subscription.',
    recommendedIntro: 'What non-profits most often order for staff and volunteers.',
    recommended: [
      'SSN trace and address history',
      'National criminal search',
      'County criminal search',
      'Sex offender registry search',
      'Global watch list search',
      'Motor vehicle record for volunteer drivers',
      'Professional reference check',
    ],
    pointsTitle: 'How Verity solves screening bottlenecks',
    points: [
      { title: 'No paperwork chase', text: 'Volunteers complete consent and details online in minutes.' },
      {
        title: 'Small team friendly',
        text: 'One coordinator can screen a whole volunteer cohort in an afternoon.',
      },
      { title: 'Pay per person', text: 'No minimums, no annual fee; checks from $12.' },
      {
        title: 'Results you can read',
        text: 'Plain-language reports for coordinators who are not screening experts.',
      },
      {
        title: 'Re-screening reminders',
        text: 'Keep volunteer checks current on the schedule your policy sets.',
      },
      { title: 'Fair and consistent', text: 'The same package for every volunteer in the same role.' },
    ],
    solutionsTitle: 'Solutions built for non-profits',
    solutions: [
      {
        icon: IconHeartHandshake,
        title: 'Volunteer programs',
        text: 'Bulk invitations for volunteer drives and events.',
      },
      {
        icon: IconShieldCheck,
        title: 'Youth and elder care',
        text: 'Sex offender and county criminal searches for roles with vulnerable people.',
      },
      {
        icon: IconUsersGroup,
        title: 'Board and leadership',
        text: 'Civil and employment checks for people handling funds.',
      },
      {
        icon: IconScale,
        title: 'Donor confidence',
        text: 'A documented screening process you can show funders.',
      },
    ],
  },
  '/industry/healthcare': {
    h1: 'Background checks for healthcare teams patients can trust',
    lead: 'Clinical and support staff care for people at their most vulnerable. Verity verifies licenses and education and searches criminal records, sex offender registries and watch lists before the first shift.',
    recommendedIntro: 'Checks healthcare employers order for clinical and support roles.',
    recommended: [
      'Professional license verification',
      'ID document verification',
      'National and county criminal search',
      'Sex offender registry search',
      'Global watch list search',
      'Education verification',
      'Employment verification',
    ],
    pointsTitle: 'How Verity helps healthcare hiring',
    points: [
      {
        title: 'License checks',
        text: 'Status and discipline with the issuing board for nurses, therapists and technicians.',
      },
      { title: 'Fast starts', text: 'Most checks finish the same day, so units stay staffed.' },
      {
        title: 'Travel and per-diem staff',
        text: 'Screen short-term clinicians as quickly as permanent hires.',
      },
      {
        title: 'Audit-ready records',
        text: 'Consent and results stored for inspections and accreditation reviews.',
      },
      { title: 'Role-based packages', text: 'Deeper checks for roles with medication or patient access.' },
      { title: 'Candidate support', text: 'Our 24x7 team helps candidates who work nights.' },
    ],
    solutionsTitle: 'Healthcare solutions',
    solutions: [
      {
        icon: IconCertificate,
        title: 'Credentialing support',
        text: 'License and education results in one report for your credentialing team.',
      },
      {
        icon: IconShieldCheck,
        title: 'Patient safety',
        text: 'Registry and criminal searches focused on patient-facing roles.',
      },
      { icon: IconRefresh, title: 'Ongoing monitoring', text: 'Alerts when a record appears after hire.' },
      {
        icon: IconUsersGroup,
        title: 'Multi-facility',
        text: 'One account for every clinic and hospital in your group.',
      },
    ],
  },
  '/industry/hospitality/': {
    h1: 'Background checks for hotels, restaurants and venues',
    lead: 'Hospitality hires fast and often. Verity screens front-of-house and back-of-house staff in hours, with a phone-first flow candidates finish between shifts.',
    recommendedIntro: 'Checks hospitality employers order for guest-facing roles.',
    recommended: [
      'SSN trace and address history',
      'ID document verification',
      'National criminal search',
      'County criminal search',
      'Sex offender registry search',
      'Employment verification',
    ],
    pointsTitle: 'How Verity helps hospitality teams',
    points: [
      { title: 'Hire before the weekend', text: 'Most checks finish the day they are ordered.' },
      { title: 'Phone-first', text: 'Candidates complete everything on a phone, no printer needed.' },
      { title: 'Seasonal hiring', text: 'Bulk invitations for summer and holiday staffing.' },
      {
        title: 'Guest safety',
        text: 'Registry and criminal searches for roles with access to rooms and guests.',
      },
      { title: 'Multi-property', text: 'Each property orders its own checks under one account.' },
      { title: 'Per-hire pricing', text: 'No subscription, even in quiet months.' },
    ],
    solutionsTitle: 'Hospitality solutions',
    solutions: [
      { icon: IconClockHour4, title: 'Speed', text: 'Fill open shifts faster with same-day results.' },
      {
        icon: IconDeviceMobile,
        title: 'Mobile candidates',
        text: 'A flow designed for phones and busy schedules.',
      },
      { icon: IconShieldCheck, title: 'Guest trust', text: 'Screening that supports your duty of care.' },
      { icon: IconScale, title: 'Fair chance', text: 'Local fair-chance rules applied automatically.' },
    ],
  },
  '/industry/retail/': {
    h1: 'Background checks for retail teams, from peak season to year-round',
    lead: 'Store associates handle cash, stock and customers. Verity screens them quickly and affordably, so every location is staffed for the holidays and all year.',
    recommendedIntro: 'Checks retailers order for store and distribution roles.',
    recommended: [
      'SSN trace and address history',
      'ID document verification',
      'National criminal search',
      'County criminal search',
      'Global watch list search',
      'Employment verification',
    ],
    pointsTitle: 'How Verity helps retailers',
    points: [
      { title: 'Peak-season ready', text: 'Bulk ordering for hundreds of seasonal associates.' },
      { title: 'Store-level ordering', text: 'Managers order checks; HR keeps oversight.' },
      { title: 'Fast results', text: 'Most checks are back the same day.' },
      { title: 'Loss prevention', text: 'Criminal searches for cash-handling and stock roles.' },
      { title: 'Clear costs', text: 'Per-applicant pricing from $12, invoiced monthly.' },
      { title: 'Candidate friendly', text: 'A flow associates finish on their phone in minutes.' },
    ],
    solutionsTitle: 'Retail solutions',
    solutions: [
      {
        icon: IconStack2,
        title: 'Multi-store',
        text: 'One account for every store and distribution center.',
      },
      { icon: IconBolt, title: 'Seasonal surges', text: 'Capacity for the busiest hiring weeks.' },
      {
        icon: IconShieldCheck,
        title: 'Store safety',
        text: 'Screening for roles with access to cash and stock.',
      },
      { icon: IconScale, title: 'Compliance', text: 'Ban-the-box and FCRA steps handled for you.' },
    ],
  },
};

/** One industry page: hero with Contact Sales, recommended checks, points, solutions, other industries. */
const IndustryPage = ({ path }: { path: string }) => {
  usePageMeta();
  const page = marketingPageFor(path);
  const data = industries[path];
  if (!page || !data) return null;
  const twoColumns = data.recommended.length >= 8;
  return (
    <>
      <Hero
        eyebrow={menuLabel(page)}
        title={data.h1}
        lead={data.lead}
        note={data.note}
        actions={
          <>
            <GetStarted size="lg" />
            <ContactSales />
          </>
        }
      />
      <Section title="Recommended checks" intro={data.recommendedIntro}>
        <CheckList items={data.recommended} twoColumns={twoColumns} />
      </Section>
      <Section tone="tint" title={data.pointsTitle}>
        <Numbered items={data.points} three />
      </Section>
      <Section title={data.solutionsTitle}>
        <Cards items={data.solutions} columns={4} />
      </Section>
      <Section tone="tint" title="Other industries">
        <PageLinks links={industryLinks.map((link) => ({ path: link.path, label: menuLabel(link) }))} />
      </Section>
      <ClosingCta />
    </>
  );
};

export default IndustryPage;
