import {
  IconCar,
  IconCertificate,
  IconClockHour4,
  IconFingerprint,
  IconGavel,
  IconHeadset,
  IconLock,
  IconScale,
  IconSchool,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { formatUsd, startingPriceCents } from '#shared/pricing/pricing.ts';
import { ClickToLoadVideo } from './click-to-load-video.tsx';
import { ApiArt, PhoneArt, ReportArt, ShieldArt } from './illustrations.tsx';
import { industryLinks, menuLabel } from './marketing-pages.ts';
import {
  ButtonLink,
  Cards,
  CheckList,
  ClosingCta,
  Hero,
  Numbered,
  PageLinks,
  Section,
  Split,
  Stats,
  styles as s,
  usePageMeta,
} from './ui.tsx';

const bannerWords = ['Easy,', 'Reliable,', 'Secure &', 'Instant'];

/** The animated banner: four words that rise in turn (still for people who prefer less motion). */
const Banner = () => (
  <ul className={s.banner} aria-label="Easy, Reliable, Secure & Instant">
    {bannerWords.map((word) => (
      <li key={word} className={s.bannerWord} aria-hidden="true">
        {word}
      </li>
    ))}
  </ul>
);

const checks = [
  {
    icon: IconGavel,
    title: 'Criminal records',
    text: 'National, county and federal searches, plus sex offender registries and global watch lists.',
    to: '/background-checks/criminal-background-check',
  },
  {
    icon: IconFingerprint,
    title: 'Identity',
    text: 'SSN trace, address history and a photo ID check the candidate completes on their phone.',
    to: '/background-checks/identity-verification',
  },
  {
    icon: IconUsersGroup,
    title: 'Employment',
    text: 'Past employers, job titles and dates worked, plus references and professional licenses.',
    to: '/background-checks/employment-verification',
  },
  {
    icon: IconSchool,
    title: 'Education',
    text: 'Degrees, diplomas and attendance dates confirmed with the school.',
    to: '/background-checks/education-verification/',
  },
  {
    icon: IconScale,
    title: 'Civil court',
    text: 'Lawsuits, judgments and restraining orders in county and federal civil courts.',
    to: '/background-checks/civil-court-checks',
  },
  {
    icon: IconCar,
    title: 'Motor vehicle records',
    text: 'License status, class and violations for anyone who drives on the job.',
    to: '/background-checks/driver-and-motor-vehicle/',
  },
];

const HomePage = () => {
  usePageMeta();
  return (
    <>
      <Hero
        before={<Banner />}
        eyebrow="Background checks for US employers"
        title="Background checks your hiring team and your candidates can trust"
        lead={
          <>
            Criminal, identity, employment, education and driving record checks in one place, with the consent
            forms and adverse-action steps the FCRA requires built in. Packages start at{' '}
            {formatUsd(startingPriceCents)} per applicant.
          </>
        }
        note="No setup fee, no contract, no subscription."
        art={<ReportArt />}
      />

      <Section
        tone="tint"
        eyebrow="Companies"
        title="Trusted by more than 10,000 companies"
        intro="From five-person non-profits to staffing agencies placing thousands of people a month, employers use Verity to hire with confidence."
      >
        <Stats
          items={[
            { value: '10,000+', label: 'companies served' },
            { value: '84%', label: 'of checks delivered in under a minute' },
            { value: '0.05%', label: 'dispute rate' },
            { value: '24x7', label: 'support for you and your candidates' },
          ]}
        />
        <div style={{ marginTop: 32 }}>
          <PageLinks links={industryLinks.map((page) => ({ path: page.path, label: menuLabel(page) }))} />
        </div>
      </Section>

      <Section
        eyebrow="Employee background verification"
        title="Twenty-plus checks, one order"
        intro="Choose a package or build your own. Every result arrives in one report, in plain English, with the source of each record."
      >
        <Cards items={checks} />
      </Section>

      <Section
        tone="tint"
        eyebrow="Verify candidates"
        title="Send one link. We handle the rest."
        intro="Your candidate gets a secure link, gives consent and enters their details on any device. You follow progress in real time."
      >
        <Split>
          <Numbered
            items={[
              {
                title: 'Invite',
                text: 'Enter the candidate’s name and e-mail, or send orders from your ATS through the API.',
              },
              {
                title: 'Consent and details',
                text: 'The candidate reads the FCRA disclosure, signs, and completes an ID check in about ten minutes.',
              },
              {
                title: 'Checks run',
                text: 'Database searches return in minutes; court, employer and school checks update as they finish.',
              },
              {
                title: 'Review and decide',
                text: 'Read the report, then hire, or follow the guided pre- and post-adverse-action steps.',
              },
            ]}
          />
          <PhoneArt />
        </Split>
      </Section>

      <Section eyebrow="Employment check" title="Know the résumé is right before you make the offer">
        <Split>
          <div>
            <p className={s.intro} style={{ marginTop: 0 }}>
              We contact past employers or their verification services to confirm employer names, job titles
              and dates worked. Add a reference check and the reference answers a short questionnaire online,
              so you get their words without a phone chase.
            </p>
            <div className={s.actions}>
              <ButtonLink to="/background-checks/employment-verification" variant="primary">
                Employment verification
              </ButtonLink>
            </div>
          </div>
          <CheckList
            items={[
              {
                title: 'Included in Platinum and Diamond',
                text: 'One or two employers, depending on the package.',
              },
              { title: '$10 per extra employer', text: 'Add as many as the role calls for.' },
              { title: 'Fees passed on at cost', text: 'Some verifiers charge; we show the range up front.' },
            ]}
          />
        </Split>
      </Section>

      <Section
        tone="tint"
        eyebrow="Motor vehicle record"
        title="Driving records for every role behind the wheel"
      >
        <Split>
          <CheckList
            items={[
              'License status, class and endorsements',
              'Suspensions, revocations and accidents on record',
              'Moving violations and DUI convictions',
              'Optional monitoring: an alert when a record changes',
            ]}
          />
          <div>
            <p className={s.intro} style={{ marginTop: 0 }}>
              An MVR search comes straight from the state that issued the license and costs $8.50 per
              applicant on top of any package. Delivery drivers, field technicians and sales teams are covered
              before their first shift.
            </p>
            <div className={s.actions}>
              <ButtonLink to="/background-checks/driver-and-motor-vehicle/" variant="primary">
                Motor vehicle records
              </ButtonLink>
            </div>
          </div>
        </Split>
      </Section>

      <Section
        eyebrow="Rules"
        title="Compliance built into every step"
        intro="Screening law is detailed and changes often. Verity keeps the paperwork right so your team can focus on people."
      >
        <Cards
          columns={4}
          items={[
            {
              icon: IconCertificate,
              title: 'FCRA',
              text: 'Stand-alone disclosure, written consent and a copy of the report for the candidate on request.',
            },
            {
              icon: IconScale,
              title: 'EEOC guidance',
              text: 'Individual assessment prompts so a record is weighed against the job, not used as a blanket bar.',
            },
            {
              icon: IconGavel,
              title: 'Ban-the-box',
              text: 'Checks ordered after a conditional offer where state and city laws require it.',
            },
            {
              icon: IconClockHour4,
              title: 'Adverse action',
              text: 'Pre-adverse and final notices sent for you, with the waiting period between them enforced.',
            },
          ]}
        />
      </Section>

      <Section tone="tint" eyebrow="Security" title="Candidate data deserves bank-grade protection">
        <Split>
          <div>
            <CheckList
              items={[
                { title: '256-bit encryption', text: 'Data is encrypted at rest and travels only over TLS.' },
                {
                  title: 'Need-to-know access',
                  text: 'Only authorized Verity employees can reach personal data.',
                },
                {
                  title: '99.9% uptime',
                  text: 'Cloud hosting across availability zones, monitored day and night.',
                },
              ]}
            />
            <div className={s.actions}>
              <ButtonLink to="/security" variant="primary">
                How we protect data
              </ButtonLink>
            </div>
          </div>
          <ShieldArt />
        </Split>
      </Section>

      <Section eyebrow="API documentation" title="Plug Verity into the systems you already use">
        <Split>
          <ApiArt />
          <div>
            <p className={s.intro} style={{ marginTop: 0 }}>
              Order checks from your applicant tracking or HR system and get results back by webhook. A
              documented REST API and a sandbox mean most teams are live in about four hours.
            </p>
            <div className={s.actions}>
              <ButtonLink to="/api-integrations" variant="primary">
                Read the API documentation
              </ButtonLink>
            </div>
          </div>
        </Split>
      </Section>

      <Section tone="tint" eyebrow="HR professionals" title="Built for HR and talent teams">
        <Cards
          columns={2}
          items={[
            {
              icon: IconUsersGroup,
              title: 'For human resources',
              text: 'Every check, consent and notice in one place, with access limited to the people who need it.',
              to: '/teams/human-resources/',
            },
            {
              icon: IconClockHour4,
              title: 'For talent acquisition',
              text: 'Send a check in seconds and keep offers moving: most results arrive the same day.',
              to: '/teams/talent-acquisition/',
            },
          ]}
        />
      </Section>

      <Section
        eyebrow="Technology"
        title="Automation where it saves time, people where judgement matters"
        intro="Bulk ordering and workflow automation save teams up to 95% of the time screening used to take. Continuous monitoring sends a real-time alert when a new record appears. And every possible criminal match is reviewed by a person before it reaches your report."
      >
        <Stats
          items={[
            { value: '10x', label: 'faster than manual screening' },
            { value: '20+', label: 'checks in one place' },
            { value: '95%', label: 'less time with bulk workflows' },
            { value: '4 h', label: 'typical API integration' },
          ]}
        />
      </Section>

      <Section tone="tint" eyebrow="Customer story" title="“We cut time-to-hire by four days”">
        <Split>
          <ClickToLoadVideo
            src="/media/customer-story.mp4"
            title="How a regional logistics company hires drivers in 48 hours"
            duration="2 min"
          />
          <blockquote className={s.quote}>
            “Drivers used to wait a week for their background check. Now most are cleared the day they apply,
            and the candidates tell us the phone flow is the easiest part of joining.”
            <footer>Head of People, regional logistics company · video transcript</footer>
          </blockquote>
        </Split>
      </Section>

      <Section
        eyebrow="Support assistance"
        title="Real people, around the clock"
        intro="Our support team answers you and your candidates 24 hours a day, seven days a week, by e-mail and through the candidate portal."
      >
        <Cards
          columns={3}
          items={[
            {
              icon: IconHeadset,
              title: 'For your team',
              text: 'Questions about a result, an order or an invoice, answered by screening specialists.',
            },
            {
              icon: IconShieldCheck,
              title: 'For candidates',
              text: 'Help with the forms, the status of their check, and how to dispute a record.',
            },
            {
              icon: IconLock,
              title: 'For your IT team',
              text: 'Security questionnaires, API keys, webhooks and sandbox access.',
            },
          ]}
        />
      </Section>

      <ClosingCta />
    </>
  );
};

export default HomePage;
