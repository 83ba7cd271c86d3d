import {
  IconChartBar,
  IconClipboardCheck,
  IconClockHour4,
  IconFileText,
  IconLock,
  IconMailForward,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { marketingPageFor, menuLabel, teamLinks } from './marketing-pages.ts';
import {
  Cards,
  CheckList,
  ClosingCta,
  ContactSales,
  Faq,
  GetStarted,
  Hero,
  PageLinks,
  Section,
  styles as s,
  usePageMeta,
} from './ui.tsx';

type Reason = { title: string; text: string; topic: 'Speed' | 'Candidates' | 'Compliance' | 'Reporting' };

const reasons: Reason[] = [
  {
    topic: 'Speed',
    title: 'Same-day results',
    text: 'Most checks are back the day you order them, and 84% of checks in under a minute.',
  },
  {
    topic: 'Speed',
    title: 'One-click orders',
    text: 'Saved packages per role: pick the candidate, pick the package, send.',
  },
  {
    topic: 'Candidates',
    title: 'A flow candidates finish',
    text: 'Mobile-first forms in plain English, finished in about ten minutes.',
  },
  {
    topic: 'Candidates',
    title: 'Candidate portal',
    text: 'Candidates track their status and reach support themselves, instead of e-mailing you.',
  },
  {
    topic: 'Compliance',
    title: 'Disclosures and consent',
    text: 'FCRA-compliant disclosure and authorization collected before any check runs.',
  },
  {
    topic: 'Compliance',
    title: 'Adverse action',
    text: 'Pre-adverse and final notices with the waiting period enforced.',
  },
  {
    topic: 'Reporting',
    title: 'Pipeline view',
    text: 'See where every candidate is: awaiting input, processing or complete.',
  },
  {
    topic: 'Reporting',
    title: 'Time-to-clear metrics',
    text: 'Know how long screening adds to your hiring process, by role and location.',
  },
];
const topics = ['All', 'Speed', 'Candidates', 'Compliance', 'Reporting'] as const;

/** "More reasons": filter chips over cards. All cards show until a chip is chosen (and without JS). */
const MoreReasons = () => {
  const [topic, setTopic] = useState<(typeof topics)[number]>('All');
  const shown = reasons.filter((reason) => topic === 'All' || reason.topic === topic);
  return (
    <>
      <fieldset className={s.chips} style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
        <legend className={s.visuallyHidden}>Filter reasons by topic</legend>
        {topics.map((name) => (
          <button
            key={name}
            type="button"
            className={s.chip}
            aria-pressed={topic === name}
            onClick={() => setTopic(name)}
          >
            {name}
          </button>
        ))}
      </fieldset>
      <Cards
        columns={4}
        items={shown.map(({ title, text, topic: label }) => ({ title, text: `${label}: ${text}` }))}
      />
    </>
  );
};

const TalentAcquisitionPage = () => (
  <>
    <Hero
      eyebrow="Talent acquisition"
      title="Background checks that keep your pipeline moving"
      lead="Your best candidates have other offers. Send a check with one link, follow its progress in real time, and get most results the same day, so the offer goes out while they are still excited."
      actions={
        <>
          <GetStarted size="lg" />
          <ContactSales />
        </>
      }
    />
    <Section title="Recommended checks" intro="A starting point most recruiting teams use; adjust by role.">
      <CheckList
        twoColumns
        items={[
          { title: 'Identity verification', text: 'SSN trace, address history and photo ID.' },
          {
            title: 'Criminal searches',
            text: 'National, county in every address, sex offender and watch lists (Gold).',
          },
          { title: 'Employment verification', text: 'Past employers, titles and dates.' },
          { title: 'Education verification', text: 'Degrees the role requires.' },
          { title: 'Motor vehicle record', text: 'For roles that drive.' },
          { title: 'Reference checks', text: 'Online questionnaires, answered in days not weeks.' },
        ]}
      />
    </Section>
    <Section tone="tint" title="Solutions for recruiters">
      <Cards
        items={[
          {
            icon: IconMailForward,
            title: 'Invite in seconds',
            text: 'Name, e-mail, package. The candidate gets a secure link at once.',
          },
          {
            icon: IconClockHour4,
            title: 'Real-time status',
            text: 'Know what is pending and why, without chasing anyone.',
          },
          {
            icon: IconUsersGroup,
            title: 'Team workspace',
            text: 'Recruiters order; designated people read the full reports.',
          },
        ]}
      />
    </Section>
    <Section title="More reasons recruiters choose Verity">
      <MoreReasons />
    </Section>
    <Section tone="tint" title="Other teams">
      <PageLinks links={teamLinks.map((link) => ({ path: link.path, label: menuLabel(link) }))} />
    </Section>
    <ClosingCta />
  </>
);

const HumanResourcesPage = () => (
  <>
    <Hero
      eyebrow="Human resources"
      title="One place for every check, consent form and notice"
      lead="HR owns the screening policy and the risk. Verity gives you consistent packages per role, the FCRA paperwork done right, and an audit trail of who saw what."
      actions={
        <>
          <GetStarted size="lg" />
          <ContactSales />
        </>
      }
    />
    <Section title="Recommended checks" intro="Packages HR teams set up most often.">
      <CheckList
        items={[
          {
            title: 'Every role: Gold',
            text: 'Identity, SSN trace, national and all-county criminal, sex offender and watch lists.',
          },
          {
            title: 'Professional roles: Platinum',
            text: 'Gold plus one employment and one education verification.',
          },
          {
            title: 'Finance and leadership: Diamond',
            text: 'Two employers, one school and a county civil search.',
          },
          { title: 'Drivers: add MVR', text: 'The state driving record for $8.50.' },
        ]}
      />
    </Section>
    <Section tone="tint" title="Solutions for HR">
      <Cards
        columns={4}
        items={[
          {
            icon: IconClipboardCheck,
            title: 'Consistent policy',
            text: 'The same package for the same role, every time.',
          },
          {
            icon: IconFileText,
            title: 'Paperwork handled',
            text: 'Disclosure, consent and adverse-action notices generated and stored.',
          },
          {
            icon: IconLock,
            title: 'Access control',
            text: 'Only designated key personnel can open reports.',
          },
          {
            icon: IconChartBar,
            title: 'Oversight',
            text: 'Spend, turnaround and volume across teams and locations.',
          },
        ]}
      />
    </Section>
    <Section title="Benefits HR teams tell us about">
      <Faq
        items={[
          {
            q: 'Fewer compliance worries',
            a: 'Disclosures, consent and the adverse action sequence are built in, so a busy recruiter cannot skip a step.',
          },
          {
            q: 'Less time on the phone',
            a: 'Candidates track their own status and contact our 24x7 support, instead of asking HR where their check is.',
          },
          {
            q: 'Clear costs',
            a: 'Per-applicant prices from $12, monthly invoices, and no subscription to justify in budget reviews.',
          },
        ]}
      />
    </Section>
    <Section tone="tint" title="Other teams">
      <PageLinks links={teamLinks.map((link) => ({ path: link.path, label: menuLabel(link) }))} />
    </Section>
    <ClosingCta />
  </>
);

const TeamPage = ({ path }: { path: string }) => {
  usePageMeta();
  if (!marketingPageFor(path)) return null;
  return path.startsWith('/teams/talent-acquisition') ? <TalentAcquisitionPage /> : <HumanResourcesPage />;
};

export default TeamPage;
