import {
  IconActivity,
  IconCloudLock,
  IconEyeCheck,
  IconFileCertificate,
  IconKey,
  IconLock,
  IconTrash,
  IconUserShield,
} from '@tabler/icons-react';
import { brand } from '#shared/theme/brand.ts';
import { ShieldArt } from './illustrations.tsx';
import { Cards, CheckList, ClosingCta, Faq, Hero, Section, Split, Stats, usePageMeta } from './ui.tsx';

// One availability figure across the site: 99.9% (the pricing banner and home page use it too).
export const uptimeTarget = '99.9%';

const SecurityPage = () => {
  usePageMeta();
  return (
    <>
      <Hero
        eyebrow="Security"
        title="Security built for the most sensitive data you hold"
        lead="Candidates trust you with their Social Security number, their ID and their history. We protect it with encryption everywhere, strict access control, full audit trails and short retention."
        art={<ShieldArt />}
      />
      <Section tone="tint" title="Security at a glance">
        <Stats
          items={[
            { value: '256-bit', label: 'AES encryption at rest' },
            { value: 'TLS 1.2+', label: 'for every connection' },
            { value: uptimeTarget, label: 'uptime target' },
            { value: '24x7', label: 'monitoring and on-call' },
          ]}
        />
      </Section>
      <Section
        title="How we protect candidate data"
        intro="Defence in depth: no single control is trusted to do the job alone."
      >
        <Cards
          items={[
            {
              icon: IconLock,
              title: 'Encryption everywhere',
              text: 'AES 256-bit encryption at rest, with SSNs and ID images encrypted again at field level. Every connection uses TLS.',
            },
            {
              icon: IconUserShield,
              title: 'Least-privilege access',
              text: 'Only authorized Verity employees who need it can reach personal data, and only through audited tools.',
            },
            {
              icon: IconKey,
              title: 'Your team’s access',
              text: 'Each user has a unique login and a role. Only designated people in your company see reports.',
            },
            {
              icon: IconEyeCheck,
              title: 'Audit trail',
              text: 'Every view, download and change to a report is logged with who, what and when.',
            },
            {
              icon: IconCloudLock,
              title: 'Cloud hosting',
              text: 'Hosted in US data centres with redundant availability zones, backups and tested recovery.',
            },
            {
              icon: IconTrash,
              title: 'Retention limits',
              text: 'We keep what the law requires, such as consent records for at least five years, and delete the rest on schedule.',
            },
          ]}
        />
      </Section>
      <Section tone="tint" title="Availability you can plan around">
        <Split>
          <div>
            <CheckList
              items={[
                {
                  title: `${uptimeTarget} uptime target`,
                  text: 'Measured monthly for the web app, the candidate portal and the API.',
                },
                {
                  title: 'Status and incident notices',
                  text: 'Customers are told by e-mail about any incident that affects them.',
                },
                {
                  title: 'Graceful degradation',
                  text: 'If a court or verifier is down, checks queue and resume; nothing is lost.',
                },
              ]}
            />
          </div>
          <Cards
            columns={2}
            items={[
              {
                icon: IconActivity,
                title: 'Monitored 24x7',
                text: 'Alerts reach an on-call engineer at any hour.',
              },
              {
                icon: IconFileCertificate,
                title: 'FCRA-aligned',
                text: 'Processes reviewed against the FCRA and state screening laws.',
              },
            ]}
          />
        </Split>
      </Section>
      <Section title="Security questions">
        <Faq
          items={[
            {
              q: 'Can you complete our security questionnaire?',
              a: `Yes. Write to ${brand.supportEmail} and our security team will answer it, usually within five business days.`,
            },
            {
              q: 'Where is data stored?',
              a: 'In data centres in the United States. Verity is for US employers and US candidates only.',
            },
            {
              q: 'Who at Verity can see a candidate’s report?',
              a: 'Only the specialists working on that check and authorized support staff answering a question about it. Every access is logged.',
            },
            {
              q: 'What happens to data when we close our account?',
              a: 'Reports are deleted after the retention period the law requires, and we can confirm deletion in writing.',
            },
          ]}
        />
      </Section>
      <ClosingCta />
    </>
  );
};

export default SecurityPage;
